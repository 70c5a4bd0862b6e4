/** GST pieces of the order pages more than one app shows (checkout, the shopper's and the admin's order), bundled into each. */
export { GstBreakupTable, type GstBreakupTableProps } from './GstBreakupTable';
export { GstDocumentLinks, type GstDocumentLinksProps } from './GstDocumentLinks';
export { downloadFile, type DownloadFileOptions } from './downloadFile';

/**
 * Indian GST: GSTIN checks, the states' GST codes, the tax in GST-inclusive prices (integer paise),
 * amounts in words and financial-year document numbers. The server computes with these; the
 * browser only displays what the server computed (and may check a GSTIN's shape as it is typed).
 */
export { GST_STATES, GSTIN_STATE_CODES, gstStateByCode } from './states';
export type { GstState, StateTaxName } from './states';
export { checkGstin, gstinCheckCharacter } from './gstin';
export type { GstinCheck } from './gstin';
export { GST_RATES, GstInputError, computeGst, isGstRate, spreadDiscount } from './tax';
export type { GstBasketInput, GstBreakup, GstLine, GstLineInput, GstRate, GstTotals } from './tax';
export { amountInWords } from './words';
export { DEFAULT_PRODUCT_TAX, PRODUCT_TAX_MESSAGES, isHsnCode, productTaxFacts } from './product-tax';
export type { ProductTaxFacts } from './product-tax';
export {
  DOCUMENT_NUMBER_MAX_LENGTH,
  DOCUMENT_PREFIX_MAX_LENGTH,
  documentPrefixProblem,
  financialYearOf,
  formatDocumentNumber,
  formatIstDate,
} from './numbering';
export type { FinancialYear } from './numbering';
export { GST_DOCUMENT_PATHS, GST_SETTINGS_PATH } from './api';
export type { GstSettingsProblems, GstSettingsResponse, IssuedGstDocument, OrderGstDocuments } from './api';
export { BUSINESS_NAME_MAX_LENGTH, ORDER_TAX_MESSAGES } from './order-tax';
export type { OrderTax, OrderTaxBuyer, OrderTaxLine, OrderTaxRequest } from './order-tax';
export { checkGstSettings } from './settings';
export type { GstSettings, GstSettingsCheck } from './settings';

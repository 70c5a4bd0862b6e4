/** Reading a PDF the way a reader's text extraction does (pdf2json). */
import PDFParser from 'pdf2json';

/** The PDF's text as a reader extracts it, runs of white space as one space. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataError', (error) => reject('parserError' in error ? error.parserError : error));
    parser.on('pdfParser_dataReady', () => resolve(parser.getRawTextContent().replace(/\s+/g, ' ')));
    parser.parseBuffer(pdf, -1);
  });
}

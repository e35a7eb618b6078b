export { taxDocumentPdf, drawable, money } from './tax-document-pdf';

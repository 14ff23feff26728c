/** The invoicing slice's public entry: routes, and the issuing function the CLI, seed and back office call. */
export { registerInvoicingRoutes } from './routes.ts';
export { issueInvoice, type IssueInvoiceInput } from './issue-invoice.ts';
export { rejectInvoice } from './reject-invoice.ts';
export { presentHeader } from './present-invoice-info.ts';
export { sampleInvoicePdf } from './sample-invoice-pdf.ts';
export { invoiceInfos, invoiceRecords } from './schema.ts';

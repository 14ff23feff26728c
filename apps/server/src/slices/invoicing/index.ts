/** The invoicing slice's public entry: the issuing function the CLI, seed and back office call. */
export { issueInvoice, type IssueInvoiceInput } from './issue-invoice.ts';
export { rejectInvoice } from './reject-invoice.ts';
export { presentHeader } from './present-invoice-info.ts';
export { sampleInvoicePdf } from './sample-invoice-pdf.ts';

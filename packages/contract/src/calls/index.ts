/** Every call of the contract, grouped by slice. Each slice file exports `<slice>Calls` and its schemas. */
export * from './account.ts';
export * from './catalogue.ts';
export * from './community.ts';
export * from './commerce.ts';
export * from './platform.ts';
export * from './wallet.ts';
export * from './learning.ts';
export * from './invoicing.ts';
export * from './player.ts';
export * from './ai.ts';
export * from './creator.ts';
export * from './admin.ts';
export * from './admin-review.ts';
export * from './admin-invoices.ts';
export * from './admin-finance.ts';
export * from './admin-members.ts';

/** Every call of the contract, grouped by slice. Each slice file exports `<slice>Calls`. */
export * from './catalogue.ts';

/** The text of src/web-routes.ts for the contract as it is now (formatted as the repository formats it). */
export declare function renderWebRoutes(): Promise<string>;
/**
 * The text of src/web.ts, the web's entry. Its route tables are named one by one: they must shadow the
 * schema-bearing tables that `export type *` brings along with every type of src/calls.
 */
export declare function renderWebEntry(): Promise<string>;

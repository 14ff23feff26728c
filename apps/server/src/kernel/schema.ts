/** The kernel's tables, gathered for db/schema.ts (site_settings stays in platform/schema.ts). */
export * from './members/members-table.ts';
export * from './entitlements/entitlements-table.ts';
export { memberRef } from './members/member-ref.ts';

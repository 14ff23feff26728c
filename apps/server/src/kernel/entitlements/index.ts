/**
 * Who may use what, for every product type: catalogue (purchase flags, downloads), commerce (already owned)
 * and learning (lessons) all read it, so it belongs to none of them.
 */
export { entitlements, type EntitlementSource, type ExtendType } from './entitlements-table.ts';
export { hasEntitlement } from './has-entitlement.ts';
export { entitledIds } from './entitled-ids.ts';
export { grantEntitlement } from './grant-entitlement.ts';
export { revokeEntitlement, transferEntitlement, type RightOfOrder } from './revoke-entitlement.ts';

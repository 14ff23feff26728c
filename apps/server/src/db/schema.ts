/**
 * The whole database schema: each slice owns its tables in `slices/<slice>/schema.ts`, the kernel the shared
 * ones (members, entitlements: `kernel/schema.ts`) and the platform its own (outbox, counters, site settings,
 * jobs, media assets); this file only gathers them for Drizzle. It is the one place outside a slice that may
 * import a slice's schema.ts directly (drizzle-kit reads this file without loading any routes).
 */
export * from '../platform/schema.ts';
export * from '../platform/jobs/schema.ts';
export * from '../platform/media/schema.ts';
export * from '../kernel/schema.ts';
export * from '../slices/account/schema.ts';
export * from '../slices/catalogue/schema.ts';
export * from '../slices/community/schema.ts';
export * from '../slices/commerce/schema.ts';
export * from '../slices/learning/schema.ts';
export * from '../slices/wallet/schema.ts';
export * from '../slices/invoicing/schema.ts';
export * from '../slices/player/schema.ts';
export * from '../platform/payments/sandbox-schema.ts';
export * from '../slices/ai/schema.ts';
export * from '../slices/creator/schema.ts';
export * from '../slices/admin/schema.ts';

/**
 * The whole database schema: each slice owns its tables in `slices/<slice>/schema.ts` and the platform
 * (outbox, counters, jobs, files) in `platform/schema.ts`; this file only gathers them for Drizzle.
 */
export * from '../platform/schema.ts';
export * from '../platform/jobs/schema.ts';
export * from '../slices/account/schema.ts';
export * from '../slices/catalogue/schema.ts';
export * from '../slices/community/schema.ts';
export * from '../slices/commerce/schema.ts';
export * from '../slices/learning/schema.ts';
export * from '../slices/wallet/schema.ts';
export * from '../platform/payments/sandbox-schema.ts';

/**
 * The back office's public entry (docs/spec-decisions.md "Back office"): staff accounts for the CLI
 * (admin:create) and the demo data. The admin slice may import every other slice's entry; nothing imports it
 * but the outer layers.
 */
export { createStaff, type NewStaff } from './create-staff.ts';
export { ensureDemoStaff, DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo-staff.ts';

/** Sessions for tests outside the slices (http/, platform/), which may not import a slice directly. */
export { createSession } from '../src/slices/account/sessions.ts';

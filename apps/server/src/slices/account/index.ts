/**
 * The account slice's public entry: the only file other slices and the outer layers (main, seed, cli)
 * import. Members' table and look-ups are the kernel's (kernel/members); this adds what only account knows.
 */
export { registerAccountRoutes } from './routes.ts';
export type { AccountPorts } from './account-ports.ts';
export { bearerSessionResolver, hasSession } from './sessions.ts';
export { presentPublicUser } from './present-user.ts';
export { hashSecret, normaliseAnswer } from './passwords.ts';

import {
  adminMessages,
  Code,
  staffMayUse,
  type AdminArea,
  type Answer,
  type CallData,
  type CallDef,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext, App } from '../../app-context.ts';
import { route, type RouteInput, type RouteOptions } from '../../http/route.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import type { StaffActor } from './audit.ts';
import type { StaffRow } from './schema.ts';
import { resolveStaffSession, staffTokenOf } from './staff-sessions.ts';

type StaffCall = CallDef<any, any, any, any, 'staff'>;

/** The signed-in staff member of an admin call: the account, its session and the actor the audit records. */
export interface StaffContext {
  account: StaffRow;
  sessionId: number;
  actor: StaffActor;
}

/** Who may call: an area of ADMIN_AREAS (the roles listed there), or 'any' signed-in staff (own account). */
export type StaffAccess = AdminArea | 'any';

/**
 * The one role check of the back office: the staff session of the request (4001 without one), then the
 * role against ADMIN_AREAS (4003 when the role may not use the area). Members' sessions never count here.
 */
export async function requireStaff(
  ctx: AppContext,
  request: FastifyRequest,
  access: StaffAccess,
): Promise<StaffContext> {
  const token = staffTokenOf(request);
  const session = token ? await resolveStaffSession(ctx.db, token) : null;
  if (!session) throw new DomainError(Code.unauthenticated, adminMessages.unauthenticated);
  if (access !== 'any' && !staffMayUse(session.staff.role, access))
    throw new DomainError(Code.forbidden, adminMessages.forbidden);
  return {
    account: session.staff,
    sessionId: session.sessionId,
    actor: {
      id: session.staff.id,
      name: session.staff.name,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
    },
  };
}

/** Who may use each admin route, by 'METHOD /path' as Fastify knows it (filled as routes are registered). */
const accessByRoute = new Map<string, StaffAccess>();
const staffOfRequest = new WeakMap<FastifyRequest, StaffContext>();

const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/**
 * Runs before the body is read or validated (onRequest), for every route of the admin scope: a guest, a
 * member or a role outside the area is refused (4001 / 4003) before anything about the request is looked at.
 */
export async function checkStaffAccess(app: App, request: FastifyRequest): Promise<void> {
  const access = accessByRoute.get(routeKey(request.method, request.routeOptions.url ?? ''));
  if (access === undefined) return;
  staffOfRequest.set(request, await requireStaff(app.ctx, request, access));
}

/** The staff context checkStaffAccess left on an admin request. */
export function staffOf(request: FastifyRequest): StaffContext {
  const staff = staffOfRequest.get(request);
  if (!staff) throw new DomainError(Code.unauthenticated, adminMessages.unauthenticated);
  return staff;
}

/** Registers who may use a route outside the contract (a CSV export) in the admin scope. */
export function guardRawRoute(method: string, url: string, access: StaffAccess): void {
  accessByRoute.set(routeKey(method, url), access);
}

/**
 * Registers an admin call in the admin scope (registerAdminRoutes): the contract call must be a 'staff'
 * call; checkStaffAccess has passed for `access` before the handler runs. Handlers stay thin: validate
 * (done), authorise (done), call, present.
 */
export function staffRoute<C extends StaffCall>(
  app: App,
  call: C,
  access: StaffAccess,
  handler: (
    input: RouteInput<C, null> & { staff: StaffContext },
  ) => Promise<Answer<CallData<C>>> | Answer<CallData<C>>,
  options: RouteOptions = {},
): void {
  if (call.auth !== 'staff') throw new Error(`admin call ${call.path} must have auth 'staff'`);
  accessByRoute.set(routeKey(call.method, call.path), access);
  route(
    app,
    call,
    (input) => handler({ ...(input as RouteInput<C, null>), staff: staffOf(input.request) }),
    options,
  );
}

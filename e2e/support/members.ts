import { apiOk, uniquePhone, waitForOutbox } from './api.ts';

/** A member seeded through the public API, so every test file owns the accounts it changes. */
export interface Member {
  id: number;
  name: string;
  phone: string;
  password: string;
  email?: string;
}

/** Registers a new member the way a visitor does: register code from the dev outbox, then register. */
export async function createMember(options: { name?: string; password?: string } = {}): Promise<Member> {
  const phone = uniquePhone();
  // Names are at most 8 characters; the phone's tail keeps them apart in screenshots and headers.
  const name = options.name ?? `会员${phone.slice(-4)}`;
  const password = options.password ?? 'E2e@123456';
  // Each seeded member registers as its own visitor: the platform allows 20 registrations an hour from one
  // address (register-member.ts), and the whole suite seeds more than that from 127.0.0.1. The server trusts
  // X-Forwarded-For from loopback, as it does from the web role's server-side calls.
  const visitor = {
    'x-forwarded-for': `10.${phone.slice(-6, -4)}.${phone.slice(-4, -2)}.${phone.slice(-2)}`,
  };
  await apiOk('POST', '/api/verification-codes', { phone, scene: 'register' }, undefined, visitor);
  const { code } = await waitForOutbox(phone, (message) => Boolean(message.code));
  await apiOk(
    'POST',
    '/api/user/register',
    { name, phone, code, password, password_confirmation: password },
    undefined,
    visitor,
  );
  const { user } = await apiOk<{ user: { id: number } }>('POST', '/api/user/login', {
    phone,
    password,
    type: 'pass',
  });
  return { id: user.id, name, phone, password };
}

export async function apiToken(account: string, password: string): Promise<string> {
  const { token } = await apiOk<{ token: string }>('POST', '/api/user/login', {
    phone: account,
    password,
    type: 'pass',
  });
  return token;
}

/**
 * A member who can recover the password: three security answers set and a verified e-mail (the set-email
 * link from the outbox confirmed through the API, as the /email-verify page would).
 */
export async function createRecoverableMember(
  email: string,
  answers: [string, string, string],
): Promise<Member> {
  const member = await createMember();
  const token = await apiToken(member.phone, member.password);
  await apiOk('POST', '/api/user/security', { data: { 1: answers[0], 2: answers[1], 3: answers[2] } }, token);
  await apiOk('POST', '/api/user/set-email', { password: member.password, email }, token);
  const mail = await waitForOutbox(email, (message) => Boolean(message.link?.includes('/email-verify')));
  const link = new URL(mail.link!);
  const query = Object.fromEntries(link.searchParams);
  await apiOk('POST', '/api/email-verify', {
    email: query.email,
    _token: query._token,
    timestamp: query._timestamp,
    verify_code: query.verify_code,
  });
  return { ...member, email };
}

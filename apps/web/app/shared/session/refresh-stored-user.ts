import { accountCalls, Code } from '@app/contract';
import { callApi } from '../api/client.ts';
import { saveUser } from './session-store.ts';

/**
 * Fetches the member again and stores it (UserInfo), e.g. after a purchase or a recharge moved the
 * photon balance (user.integral). Answers the fresh balance, or null when the call failed.
 */
export async function refreshStoredUser(): Promise<number | null> {
  const answer = await callApi(accountCalls.me);
  if (answer.code !== Code.ok) return null;
  saveUser(answer.data);
  return Number(answer.data.integral ?? 0);
}

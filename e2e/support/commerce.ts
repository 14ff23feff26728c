import { apiOk } from './api.ts';
import { baseURL } from './browser.ts';

/** Checkout and wallet look-ups for the commerce end-to-end tests (all through the public API). */
export interface WalletLogs {
  balance: number;
  lists: { title: string; action: number; amount: number }[];
}
export interface Preinfo {
  total_amount: number;
  product_name: string;
  postage: number;
}

/** A recharge order of `num` 光子 the member placed (pay_method 1 微信支付, 2 支付宝), not paid yet. */
export async function placeRecharge(token: string, num: number, payMethod: 1 | 2 = 2): Promise<string> {
  const { orderNo } = await apiOk<{ orderNo: string }>(
    'POST',
    '/api/integral/recharge',
    { num, pay_method: payMethod },
    token,
  );
  return orderNo;
}

/** A recharge of `num` 光子 paid at once through the sandbox cashier's script endpoint; answers its order no. */
export async function paidRecharge(token: string, num: number): Promise<string> {
  const orderNo = await placeRecharge(token, num);
  await apiOk('POST', `/api/dev/cashier/${orderNo}/pay`, {});
  return orderNo;
}

/** 光子 bought through the sandbox cashier, as a member would (the notify credits the ledger). */
export async function recharge(token: string, num: number): Promise<void> {
  await paidRecharge(token, num);
}

export const balanceOf = async (token: string) =>
  (await apiOk<WalletLogs>('GET', '/api/user/wallet_logs?offset=0&limit=15', undefined, token)).balance;
export const hundredths = (amount: number) => Math.round(amount * 100);

/** A paid course this member has not joined whose price the balance covers. */
export async function affordableCourse(
  token: string,
  balance: number,
): Promise<{ id: number; payable: number }> {
  const { courses } = await apiOk<{ courses: { id: number; purchase: number }[] }>(
    'GET',
    // The first page of /course (12, newest first), so the list card can be checked too.
    '/api/courses?limit=12&offset=0&sort=0',
    undefined,
    token,
  );
  for (const course of courses.filter((c) => c.purchase === 0)) {
    const answer = await fetch(`${baseURL()}/api/neworder/preinfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ product_id: course.id, product_type: 1 }),
    }).then((response) => response.json() as Promise<{ code: number; data: Preinfo }>);
    if (answer.code === 200 && answer.data.total_amount > 0 && answer.data.total_amount <= balance) {
      return { id: course.id, payable: answer.data.total_amount };
    }
  }
  throw new Error('no affordable paid course for the demo member');
}

/** A material shipped with postage (a physical order), its pre-info and the DEMO10 discount on it. */
export async function shippedMaterial(
  token: string,
): Promise<{ id: number; info: Preinfo; discount: number }> {
  const { goods } = await apiOk<{ goods: { id: number; price: number }[] }>(
    'GET',
    '/api/goods?limit=30&offset=0&sort=0',
  );
  for (const item of goods.filter((g) => g.price > 10)) {
    const info = await apiOk<Preinfo>(
      'POST',
      '/api/neworder/preinfo',
      { product_id: item.id, product_type: 3 },
      token,
    );
    if (info.postage > 0) {
      const discount = await apiOk<number>(
        'POST',
        '/api/coupon-code',
        { code: 'DEMO10', product_id: item.id, product_type: 3 },
        token,
      );
      return { id: item.id, info, discount };
    }
  }
  throw new Error('the demo data has no material with postage');
}

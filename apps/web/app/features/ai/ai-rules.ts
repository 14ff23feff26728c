import { paths } from '../../shared/paths.ts';

/** The confirm text of a VIP plan (002 §2): '确定支付{price}光子开通{月度/季度/年度/永久}VIP吗'. */
export function confirmText(price: number, planName: string): string {
  return `确定支付${price}光子开通${planName}VIP吗`;
}

/** The address of an AI news list state: tab, page and keywords in the query (defaults left out). */
export function aiNewsHref(view: { cate: number; page: number; keywords: string }): string {
  return paths.aiNews({
    ...(view.cate ? { cate: view.cate } : {}),
    ...(view.page > 1 ? { page: view.page } : {}),
    ...(view.keywords ? { keywords: view.keywords } : {}),
  });
}

/** A page number from the address: a whole number from 1, anything else is page 1. */
export function pageFromQuery(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

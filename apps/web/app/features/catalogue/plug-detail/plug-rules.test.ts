import { describe, expect, it } from 'vitest';
import {
  buyButtonLabel,
  downloadDecision,
  functionIntroAction,
  neighbourTarget,
  swipeDirection,
} from './plug-rules.ts';

describe('buyButtonLabel', () => {
  it('offers 立即购买 for a priced plugin not yet bought', () => {
    expect(buyButtonLabel({ price: 30, purchase: 0, repeat_buy: 1 })).toBe('立即购买');
  });
  it('offers 再次购买 only when repeat_buy is 1', () => {
    expect(buyButtonLabel({ price: 30, purchase: 1, repeat_buy: 1 })).toBe('再次购买');
    expect(buyButtonLabel({ price: 0, purchase: 0, repeat_buy: 1 })).toBe('再次购买');
    expect(buyButtonLabel({ price: 30, purchase: 1, repeat_buy: 0 })).toBeNull();
    expect(buyButtonLabel({ price: 0, purchase: 0, repeat_buy: 0 })).toBeNull();
  });
});

describe('functionIntroAction', () => {
  const plug = { id: 7, web_link: 'https://example.com/x', web_link_price: 5, web_link_purchase: 0 as const };
  it('sends an unbought priced link to checkout with product_extend_type=web_link', () => {
    expect(functionIntroAction(plug)).toEqual({
      kind: 'checkout',
      href: '/payment?product_id=7&product_type=2&product_extend_type=web_link',
    });
  });
  it('opens the link when free or bought', () => {
    expect(functionIntroAction({ ...plug, web_link_purchase: 1 })).toEqual({
      kind: 'open',
      url: plug.web_link,
    });
    expect(functionIntroAction({ ...plug, web_link_price: 0 })).toEqual({ kind: 'open', url: plug.web_link });
    expect(functionIntroAction({ ...plug, web_link_price: 0, web_link: '' })).toEqual({ kind: 'none' });
  });
});

describe('downloadDecision', () => {
  it('sends guests to login whatever the answer says', () => {
    expect(downloadDecision(false, { download: false }, { download_link: 'x' })).toBe('login');
  });
  it('asks members without rights to buy, refuses a missing link, allows the rest', () => {
    expect(downloadDecision(true, { download: false }, {})).toBe('buy-first');
    expect(downloadDecision(true, { download: true }, {})).toBe('forbidden');
    expect(downloadDecision(true, { download: true }, { download_link: '/files/a?sig=1' })).toBe('allowed');
  });
});

describe('navigation', () => {
  it('refuses a missing neighbour or the same id', () => {
    expect(neighbourTarget(3, null)).toBeNull();
    expect(neighbourTarget(3, 3)).toBeNull();
    expect(neighbourTarget(3, 4)).toBe(4);
  });
  it('needs a mostly horizontal swipe of 150 px', () => {
    expect(swipeDirection(-149, 0)).toBeNull();
    expect(swipeDirection(-150, 10)).toBe('next');
    expect(swipeDirection(200, 20)).toBe('prev');
    expect(swipeDirection(160, 300)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { vipStatus } from './vip-status.ts';

const now = new Date('2025-06-01T12:00:00+08:00');

describe('AI header VIP line', () => {
  it('offers membership when there is no VIP data', () => {
    expect(vipStatus(null, now)).toEqual({ text: '', offer: true });
  });

  it('shows 永久VIP for a permanent member', () => {
    expect(vipStatus({ permanent: true, endtime: null }, now)).toEqual({ text: '永久VIP', offer: false });
  });

  it('shows VIP已过期 with the offer once endtime has passed (China time)', () => {
    expect(vipStatus({ permanent: false, endtime: '2025-06-01 11:59:59' }, now)).toEqual({
      text: 'VIP已过期',
      offer: true,
    });
  });

  it('shows the end time of a running membership', () => {
    expect(vipStatus({ permanent: false, endtime: '2025-06-01 12:00:01' }, now)).toEqual({
      text: 'VIP到期时间：2025-06-01 12:00:01',
      offer: false,
    });
  });
});

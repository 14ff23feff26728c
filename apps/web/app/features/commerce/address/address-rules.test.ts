import type { Address } from '@app/contract/web';
import { describe, expect, it } from 'vitest';
import {
  addressBody,
  addressDialogRules,
  dialogValues,
  inlineAddressError,
  keepChosen,
  setDefaultBody,
} from './address-rules.ts';

const address = (id: number, status: 0 | 1): Address => ({
  id,
  name: `人${id}`,
  phone: '13912345678',
  address: `地址${id}`,
  post_code: '',
  status,
});

/** Runs a field's antd rules the way the form does (first failure wins). */
async function firstError(
  rules: { validator: (rule: unknown, value: unknown) => Promise<void> }[],
  value: unknown,
) {
  for (const rule of rules) {
    try {
      await rule.validator({}, value);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

describe('checkout inline address form (000 §5)', () => {
  it('checks name, then address, then phone', () => {
    expect(inlineAddressError({})).toBe('请输入姓名');
    expect(inlineAddressError({ name: '张三', phone: '139' })).toBe('请输入地址');
    expect(inlineAddressError({ name: '张三', address: ' 上海 ' })).toBe('请输入电话');
    expect(inlineAddressError({ name: '张三', address: '上海', phone: '13912345678' })).toBeNull();
  });
});

describe('address dialog rules (000 §5, 001 §5)', () => {
  it('uses the spec messages', async () => {
    expect(await firstError(addressDialogRules.name, '  ')).toBe('请输入收件人');
    expect(await firstError(addressDialogRules.phone, '')).toBe('请输入手机号');
    expect(await firstError(addressDialogRules.phone, '12345678901')).toBe('请输入正确的号码格式');
    expect(await firstError(addressDialogRules.phone, '1391234567')).toBe('请输入正确的号码格式');
    expect(await firstError(addressDialogRules.phone, '15912345678')).toBeNull();
    expect(await firstError(addressDialogRules.address, undefined)).toBe('请输入联系地址');
    expect(await firstError(addressDialogRules.post_code, '')).toBeNull();
    expect(await firstError(addressDialogRules.post_code, '12345')).toBe('邮编格式错误');
    expect(await firstError(addressDialogRules.post_code, '200092')).toBeNull();
  });

  it('sends trimmed fields and the checkbox as 1/0', () => {
    expect(
      addressBody({ name: ' 张三 ', phone: '13912345678 ', address: ' 上海 ', post_code: '', status: true }),
    ).toEqual({
      name: '张三',
      phone: '13912345678',
      address: '上海',
      post_code: '',
      status: 1,
    });
    expect(dialogValues(address(3, 1)).status).toBe(true);
    expect(dialogValues(null)).toEqual({ name: '', phone: '', address: '', post_code: '', status: false });
  });

  it('设为默认 is the card’s own fields with status 1', () => {
    expect(setDefaultBody(address(4, 0))).toEqual({
      name: '人4',
      phone: '13912345678',
      address: '地址4',
      post_code: '',
      status: 1,
    });
  });
});

describe('the chosen address (000 §4)', () => {
  const list = [address(1, 0), address(2, 1)];
  it('preselects the default on load', () => {
    expect(keepChosen(list, null, true)).toBe(2);
    expect(keepChosen([address(1, 0)], null, true)).toBeNull();
  });
  it('keeps a choice that still exists', () => {
    expect(keepChosen(list, 1, false)).toBe(1);
  });
  it('clears a choice that was deleted instead of falling back to the default', () => {
    expect(keepChosen(list, 9, false)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { takeBindResult, takeSocialLoginFlag, type FlagStorage } from './social-flags.ts';

function memoryStorage(initial: Record<string, string>): FlagStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    removeItem: (key) => {
      delete data[key];
    },
  };
}

describe('takeSocialLoginFlag', () => {
  it('answers true once and clears the flag', () => {
    const storage = memoryStorage({ IsLogin: 'true', Authorization: 'Bearer t' });
    expect(takeSocialLoginFlag(storage)).toBe(true);
    expect(storage.data).toEqual({ Authorization: 'Bearer t' });
    expect(takeSocialLoginFlag(storage)).toBe(false);
  });

  it('ignores other values', () => {
    expect(takeSocialLoginFlag(memoryStorage({ IsLogin: 'false' }))).toBe(false);
    expect(takeSocialLoginFlag(memoryStorage({}))).toBe(false);
  });
});

describe('takeBindResult', () => {
  it('reports a success on code 200 and clears the three keys', () => {
    const storage = memoryStorage({
      IsWechatBind: 'true',
      bindTips: '绑定成功',
      bindCode: '200',
      UserInfo: '{}',
    });
    expect(takeBindResult(storage)).toEqual({ ok: true, tips: '绑定成功' });
    expect(storage.data).toEqual({ UserInfo: '{}' });
    expect(takeBindResult(storage)).toBeNull();
  });

  it('reports any other code as a failure with its tips', () => {
    const storage = memoryStorage({
      IsWechatBind: 'true',
      bindTips: '该第三方账号已绑定其他用户',
      bindCode: '4009',
    });
    expect(takeBindResult(storage)).toEqual({ ok: false, tips: '该第三方账号已绑定其他用户' });
  });

  it('waits while the flag is absent', () => {
    expect(takeBindResult(memoryStorage({ bindTips: 'x', bindCode: '200' }))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { avatarFileError } from './avatar-file.ts';
import { profileChange } from './profile-change.ts';

const stored = {
  name: '小光',
  sex: '0' as const,
  sign: '参数化设计爱好者',
  intro: '',
  occupation: '设计师',
  wechat: '',
  qq: '10001',
};

describe('profileChange', () => {
  it('sends nothing when the value equals the stored one (spaces ignored)', () => {
    expect(profileChange(stored, 'name', '小光')).toEqual({ kind: 'unchanged' });
    expect(profileChange(stored, 'sign', '  参数化设计爱好者 ')).toEqual({ kind: 'unchanged' });
    expect(profileChange(stored, 'intro', undefined)).toEqual({ kind: 'unchanged' });
  });

  it('answers the trimmed new value when it differs', () => {
    expect(profileChange(stored, 'name', ' 小光2 ')).toEqual({ kind: 'changed', value: '小光2' });
    expect(profileChange(stored, 'sex', '2')).toEqual({ kind: 'changed', value: '2' });
  });

  it('refuses invalid values with the spec messages', () => {
    expect(profileChange(stored, 'name', '')).toEqual({ kind: 'invalid', error: '请输入昵称' });
    expect(profileChange(stored, 'name', '一二三四五六七八九')).toEqual({
      kind: 'invalid',
      error: '昵称长度为 1 到 8 个字符',
    });
    expect(profileChange(stored, 'occupation', '')).toEqual({ kind: 'invalid', error: '请输入职业' });
    expect(profileChange(stored, 'qq', 'abc')).toEqual({ kind: 'invalid', error: '请输入正确的QQ号' });
  });
});

describe('avatarFileError', () => {
  it('accepts a JPG under 2MB', () => {
    expect(avatarFileError({ type: 'image/jpeg', size: 1024 })).toBeNull();
    expect(avatarFileError({ type: '', size: 1024, name: 'me.JPG' })).toBeNull();
  });

  it('refuses other types and 2MB or more', () => {
    expect(avatarFileError({ type: 'image/png', size: 1024 })).toBe('上传头像图片只能是 JPG 格式!');
    expect(avatarFileError({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBe(
      '上传头像图片大小不能超过 2MB!',
    );
  });
});

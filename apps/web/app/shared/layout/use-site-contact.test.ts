import { describe, expect, it } from 'vitest';
import type { ContactInfo } from './shell-data.ts';
import { noUploadPermissionText } from './use-site-contact.ts';

const contact = (phone: string): ContactInfo => ({
  qq: '800000000',
  email: 'service@example.com',
  phone,
  wechat: 'guangzi-service',
  qrcode: '',
  hours: '周一至周五 9:00-18:00',
});

describe('the no-upload-permission text (001 §2.7)', () => {
  it('gives the site’s contact phone when the site has one', () => {
    expect(noUploadPermissionText(contact('400-820-0000'))).toBe(
      '请联系管理员开通权限，联系电话：400-820-0000',
    );
  });
  it('asks without a phone when none is set or the contacts could not be loaded', () => {
    expect(noUploadPermissionText(contact(''))).toBe('请联系管理员开通权限');
    expect(noUploadPermissionText(null)).toBe('请联系管理员开通权限');
  });
});

import { z } from 'zod';
import { defineCall } from '../call.ts';

/** Footer (000 §2.3, §7): contacts as name/value pairs, cooperations, friend links. */
export const footerData = z.object({
  contacts: z.array(z.object({ name: z.string(), value: z.string() })),
  cooperations: z.array(z.object({ name: z.string(), value: z.string() })),
  friends: z.array(z.object({ name: z.string(), link: z.string() })),
  qrcode: z.string().describe('公众号二维码图片地址'),
  records: z.array(z.object({ name: z.string(), link: z.string() })).describe('备案号'),
});
export type FooterData = z.infer<typeof footerData>;

export const catalogueCalls = {
  footer: defineCall({
    method: 'GET',
    path: '/api/footer',
    summary: '页脚信息',
    tag: 'catalogue',
    auth: 'none',
    data: footerData,
  }),
};

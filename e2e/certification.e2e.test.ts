import { describe, expect, it } from 'vitest';
import { drawPng } from './support/admin-content.ts';
import { signIn } from './support/api.ts';
import { browserWithScratchDir, newPage, screenshot, viewports } from './support/browser.ts';
import { createMember } from './support/members.ts';
import { button, closeDialog, documentWidth, gotoHydrated, waitForMessage } from './support/ui.ts';

const opened = browserWithScratchDir('certification-e2e-');

/** A made-up but well-formed resident ID number (GB 11643 check character) and one with a wrong check. */
const VALID_ID = '11010519491231002X';
const WRONG_CHECK = '110105194912310021';
const NOT_CONNECTED = '实名认证服务暂未开通，资料未提交';

describe('实名认证 (/user/certification)', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`checks the form in the browser and says plainly nothing is submitted at ${viewports[viewport].width} px`, async () => {
      const member = await createMember();
      const { context, page } = await newPage(opened.browser, viewport);
      await signIn(page, member.phone, member.password);
      // Certification is not connected to the server: no request may carry the name, number or pictures.
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
      });
      await gotoHydrated(page, '/user/certification');
      await page.locator('.uc-page-title', { hasText: '实名认证' }).waitFor();
      await page.locator('.ant-alert', { hasText: NOT_CONNECTED }).waitFor();

      await button(page, '完成').click();
      const errors = page.locator('.ant-form-item-explain-error');
      for (const text of ['请输入真实姓名', '请输入身份证号', '请上传身份证人像面'])
        await errors.filter({ hasText: text }).waitFor();

      await page.getByLabel('真实姓名').fill('张三');
      const idNumber = page.getByLabel('身份证号');
      await idNumber.fill(WRONG_CHECK);
      await idNumber.blur();
      await errors.filter({ hasText: '请输入正确的18位身份证号码' }).waitFor();
      // Once shown, the error clears as soon as the number is right.
      await idNumber.fill(VALID_ID);
      await errors.filter({ hasText: '请输入正确的18位身份证号码' }).waitFor({ state: 'detached' });

      // Pictures: a text file is refused by type; a PNG shows as a thumbnail in its slot.
      const [front, back] = [0, 1].map((n) => page.locator('.uc-idcard').nth(n));
      await front.locator('input[type=file]').setInputFiles({
        name: 'id.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      await waitForMessage(page, '上传图片只能是 image/jpeg,image/jpg,image/png,image/gif 格式!');
      for (const [slot, caption] of [
        [front, '人像面'],
        [back, '国徽面'],
      ] as const) {
        const file = await drawPng(page, opened.dir, `${caption}.png`, caption, 320, 200);
        await slot.locator('input[type=file]').setInputFiles(file);
        await slot.locator('.ant-upload-list-item-thumbnail img').waitFor();
      }
      await errors.first().waitFor({ state: 'detached' });
      await screenshot(page, `certification-filled-${viewports[viewport].width}`);
      expect(await documentWidth(page)).toBeLessThanOrEqual(viewports[viewport].width);

      await button(page, '完成').click();
      const notice = page.locator('.ant-modal-confirm', { hasText: NOT_CONNECTED });
      await notice.locator('.ant-modal-confirm-title', { hasText: '实名认证' }).waitFor();
      // A lost click here left the notice open in CI run 8 (passed on its retry): bounded, repeated.
      await closeDialog(notice, '知道了');
      expect(sent).toEqual([]);
      await context.close();
    });
  }
});

import { SERVICE_HOURS, type ContactInfoData, type FooterData } from '@app/contract';
import { siteSettings } from '../platform/schema.ts';
import { SiteSettingKey } from '../kernel/site-settings/index.ts';
import { helpPages } from './content/help-pages.ts';
import { downloadStatementHtml, registerAgreementHtml } from './content/statements.ts';
import { BANNER, bannerSvg } from './images.ts';
import { sceneFor } from './scenes.ts';
import { qrCodePng } from './qr-code.ts';
import type { SeedContext } from './seed-context.ts';

/** Footer, help pages, agreement, download statement, contact channels and home banners. */
export async function insertDemoSiteSettings({ db, files }: SeedContext): Promise<void> {
  const publicAccountQr = files.publicFile(
    'qrcode/public-account.png',
    await qrCodePng('https://example.com/guangzi-design/public-account'),
    'image/png',
  );
  const serviceQr = files.publicFile(
    'qrcode/customer-service.png',
    await qrCodePng('https://example.com/guangzi-design/customer-service'),
    'image/png',
  );
  const footer: FooterData = {
    contacts: [
      { name: '客服电话', value: '400-820-0000' },
      { name: '商务手机', value: '13900000000' },
      { name: '客服邮箱', value: 'service@example.com' },
      { name: '客服QQ', value: '800000000' },
      { name: '公司地址', value: '上海市杨浦区四平路 1239 号（演示地址）' },
    ],
    cooperations: [
      { name: '商务合作', value: 'bd@example.com' },
      { name: '讲师入驻', value: 'teacher@example.com' },
      { name: '插件作者合作', value: 'plugin@example.com' },
    ],
    friends: [
      { name: 'Rhino 官网', link: 'https://www.rhino3d.com/' },
      { name: 'Grasshopper', link: 'https://www.grasshopper3d.com/' },
      { name: 'Autodesk 中国', link: 'https://www.autodesk.com.cn/' },
      { name: 'Chaos V-Ray', link: 'https://www.chaos.com/vray' },
      { name: 'Food4Rhino', link: 'https://www.food4rhino.com/' },
    ],
    qrcode: publicAccountQr,
    records: [
      { name: '沪ICP备00000000号-1（演示）', link: 'https://beian.miit.gov.cn/' },
      { name: '沪公网安备 00000000000000号（演示）', link: 'https://beian.mps.gov.cn/' },
    ],
  };
  const contact: ContactInfoData = {
    qq: '800000000',
    email: 'service@example.com',
    phone: '400-820-0000',
    wechat: 'guangzi-design',
    qrcode: serviceQr,
    hours: SERVICE_HOURS,
  };
  // The slogan banner's looping video (000 §2.4), carried by the first slide (a loop of a glass tower at dusk).
  const video = await files.loopVideo(
    'banners/home-loop',
    { building: 'tower', facade: 'glass', time: 'dusk', view: 0, seed: 29 },
    { width: 960, height: 360, frames: 24, fps: 12 },
  );
  const banners = [
    ['parametrize your workflow', '参数化你的设计工作流', '/course'],
    ['参数化幕墙训练营', '从表皮到下料，一次学透', '/course'],
    ['AI 智能渲染', '白模一键出效果图', '/ai/render'],
  ].map(([title, subtitle, link], i) => ({
    title: title!,
    image: files.image(`banners/banner-${i + 1}`, bannerSvg(title!, subtitle!), BANNER, {
      ...sceneFor(`${title}${subtitle}`, 0),
      building: (['tower', 'museum', 'interior'] as const)[i]!,
    }),
    link: link!,
    ...(i === 0 && video ? { video } : {}),
  }));

  await db
    .insert(siteSettings)
    .values([
      { key: SiteSettingKey.footer, value: footer },
      { key: SiteSettingKey.configInfo, value: helpPages },
      { key: SiteSettingKey.downloadStatement, value: downloadStatementHtml },
      { key: SiteSettingKey.registerAgreement, value: registerAgreementHtml },
      { key: SiteSettingKey.contactInfo, value: contact },
      { key: SiteSettingKey.homeBanners, value: banners },
    ])
    .onConflictDoNothing();
}

import { siteSettings } from '../platform/schema.ts';
import { SiteSettingKey } from '../kernel/site-settings/index.ts';
import { BANNER, bannerSvg } from './images.ts';
import { sceneFor } from './scenes.ts';
import type { SeedContext } from './seed-context.ts';

/** The 我的上传 home (001 §2.7): the creators' guide and the download banner for the upload tool. */
export async function insertDemoCreatorSettings({ db, files }: SeedContext): Promise<void> {
  const putConfig = {
    desc: [
      '<h3>欢迎成为光子设计创作者</h3>',
      '<p>你可以投稿视频课程、插件与素材。提交后进入审核，通过后即在站内公开销售，收入以光子结算。</p>',
      '<ul><li>视频：单个文件不超过 200M，推荐 mp4（1920*1080）。</li>',
      '<li>插件：每个版本可上传安装包、使用手册与案例。</li>',
      '<li>素材：最多 8 张展示图，并上传素材文件。</li></ul>',
    ].join(''),
    url: '/help?type=upload_statement',
    image: files.image(
      'banners/creator-guide',
      bannerSvg('创作者指南', '上传、审核与结算'),
      BANNER,
      sceneFor('创作者工作室 室内'),
    ),
    title: '创作者指南',
    itemdesc: '投稿前请阅读上传声明与版权声明',
  };
  await db
    .insert(siteSettings)
    .values({ key: SiteSettingKey.putConfig, value: putConfig })
    .onConflictDoNothing();
}

import { categoryId, type CategoryIndex } from './categories.ts';
import { sanitizeHtml } from '../platform/html/sanitize-html.ts';
import { directUploads } from '../slices/creator/schema.ts';
import { contributions, type StoredCoursewareItem } from '../slices/creator/schema.ts';
import { CARD_COVER, coverSvg } from './images.ts';
import { sceneFor } from './scenes.ts';
import { daysBefore, type SeedContext } from './seed-context.ts';
import type { DemoPeople } from './users.ts';
import { makeZip } from './zip.ts';

const minimalPdf = (title: string) =>
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n% ${title}\n`;

/**
 * The demo creator's own submissions (001 §2.14, creator's contributions table): a course draft, a course
 * in review with a lesson video (the first demo clip, transcoded by the worker like any upload) and an
 * attachment, a rejected course with the reviewer's reason, and a plugin in review. The back office's review
 * queue shows the two in review; approving publishes them through the catalogue (e2e/admin.e2e.test.ts does).
 */
export async function insertDemoContributions(
  { db, files }: SeedContext,
  cats: { course: CategoryIndex; plug: CategoryIndex },
  people: DemoPeople,
  clipAssetId: number,
  clipKey: string,
): Promise<void> {
  const userId = people.creatorId;
  // Contributions keep storage keys, not URLs: the URL minus its '/files/' prefix.
  const cover = (name: string, file: string, label: string) =>
    files.image(file, coverSvg(name, label), CARD_COVER, sceneFor(name)).replace(/^\/files\//, '');
  const sheet = files.download(
    'creator/rhino-shortcuts.pdf',
    minimalPdf('Rhino 快捷键速查表'),
    'application/pdf',
  );
  const pack = files.download(
    'creator/facade-generator-1.0.0.zip',
    makeZip([{ name: 'README.txt', content: '参数化表皮生成器 1.0.0\n演示文件\n' }]),
    'application/zip',
  );
  const upload = (
    key: string,
    name: string,
    size: number,
    purpose: 'annex' | 'plugin',
    contentType: string,
  ) => ({
    userId,
    purpose,
    key,
    name,
    size,
    contentType,
    partSize: size,
    partCount: 1,
    driverUploadId: `demo-${purpose}`,
    state: 'complete' as const,
    completedAt: daysBefore(2),
    createdAt: daysBefore(2),
  });
  await db
    .insert(directUploads)
    .values([
      upload(sheet.key, 'Rhino 快捷键速查表.pdf', sheet.size, 'annex', 'application/pdf'),
      upload(pack.key, 'facade-generator-1.0.0.zip', pack.size, 'plugin', 'application/zip'),
    ]);
  const course = (name: string, file: string) => ({
    kind: 'course' as const,
    userId,
    name,
    author: '参数化老师',
    cover: cover(name, file, '课程'),
    intro: sanitizeHtml(`<p>${name}：创作者投稿示例。</p><ul><li>适合入门</li><li>配套练习文件</li></ul>`),
    explain: `${name}（创作者投稿）`,
    origin: '原创',
    cateId: categoryId(cats.course, '参数化幕墙'),
    price: '9.90',
  });
  const lessons: StoredCoursewareItem[] = [
    { type: 'chapter', name: '第1章 常用命令', index: 1, images: '', link: '', fileList: [] },
    {
      type: 'task',
      name: '1.1 视图与选择快捷键',
      parent: 1,
      index: 2,
      images: '',
      link: clipKey,
      fileList: [{ name: 'rhino-shortcuts.mp4', url: clipKey }],
      media_asset_id: clipAssetId,
    },
    {
      type: 'annex',
      name: 'Rhino 快捷键速查表',
      parent: 1,
      index: 3,
      images: '',
      link: sheet.key,
      fileList: [{ name: 'Rhino 快捷键速查表.pdf', url: sheet.key }],
    },
  ];
  await db.insert(contributions).values([
    {
      ...course('Grasshopper 插件开发入门', 'courses/creator-1'),
      status: 0,
      isCheck: 1,
      createdAt: daysBefore(1),
      updatedAt: daysBefore(1),
    },
    {
      ...course('Rhino 快捷键速查手册', 'courses/creator-2'),
      detail: lessons,
      status: 2,
      isCheck: 1,
      createdAt: daysBefore(2),
      updatedAt: daysBefore(2),
    },
    {
      ...course('幕墙 BIM 正向设计实践', 'courses/creator-3'),
      status: 2,
      isCheck: 3,
      errors: '课程视频清晰度不足，请重新上传 1080P 版本后再提交审核。',
      createdAt: daysBefore(3),
      updatedAt: daysBefore(3),
      reviewedAt: daysBefore(2),
    },
    {
      kind: 'plug',
      userId,
      name: '参数化表皮生成器',
      author: '参数化老师',
      cover: cover('参数化表皮生成器', 'plugins/creator-facade', '插件'),
      intro: sanitizeHtml('<p>一键生成参数化幕墙表皮，支持 Rhino 7 / 8。</p>'),
      explain: '参数化表皮生成器（创作者投稿）',
      origin: '原创',
      cateId: categoryId(cats.plug, '建模增强'),
      price: '19.90',
      detail: [
        {
          version_code: '1.0.0',
          platform: 'Windows',
          description: '首个版本',
          type: 'package',
          link: pack.key,
          index: 1,
          fileList: [{ name: 'facade-generator-1.0.0.zip', url: pack.key }],
        },
      ],
      status: 2,
      isCheck: 1,
      createdAt: daysBefore(1, 120),
      updatedAt: daysBefore(1, 120),
    },
  ]);
}

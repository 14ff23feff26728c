import { siteSettings } from '../platform/schema.ts';
import { AI_VIP_SETTING_KEY, DEFAULT_VIP_SETTINGS } from '../slices/ai/index.ts';
import { aiNews, aiPlug, aiPlugFiles } from '../slices/ai/schema.ts';
import { BANNER, bannerSvg, coverSvg } from './images.ts';
import { sceneFor } from './scenes.ts';
import { daysBefore, type SeedContext } from './seed-context.ts';
import { makeZip } from './zip.ts';

/** [cate (1 知识, 2 资讯), title, summary, author] */
const articles: [1 | 2, string, string, string][] = [
  [1, '提示词入门：如何描述一座建筑', '从体量、材质、光线到视角，四步写出稳定的建筑提示词。', '光子AI研究室'],
  [2, 'AI 智能渲染上线 2 倍速生图', 'VIP 会员生图进入加速队列，平均等待时间缩短一半。', '光子设计'],
  [1, '负面提示词的作用与常见写法', '用负面提示词排除畸变、噪点与多余元素。', '光子AI研究室'],
  [2, '作品集新增 AI 景观分类', '屋顶花园、滨江步道等景观作品现已单独成栏。', '光子设计'],
  [1, '参考图权重怎么调', '权重越高越贴近参考图，越低越自由发挥。', '参数化小组'],
  [2, '开通 VIP 即享问答与渲染免光子', '四档会员套餐，在有效期内续费自动顺延。', '光子设计'],
  [1, '白模出图：从 SketchUp 导出到 AI 渲染', '导出清晰线稿是稳定出图的关键。', '阿木建筑'],
  [2, 'AI 渲染插件发布 2.0 版本', '支持 Rhino 8 与 SketchUp 2024，一键上传视图。', '光子设计'],
  [1, '幕墙效果图的光影控制', '用时间与天气关键词控制反射与阴影。', '一帧光影'],
  [2, '每周二例行维护通知', '每周二 02:00–04:00 进行系统维护，期间生图可能排队。', '光子设计'],
];

function articleHtml(title: string, summary: string): string {
  return `<p>${summary}</p><h2>要点</h2><ul><li>先确定主体与构图，再补充材质与光线。</li><li>一次只改一个变量，便于比较效果。</li><li>满意的结果记下提示词，方便复用。</li></ul><p>本文为「${title}」的演示内容。</p>`;
}

/**
 * The AI area's demo content: the AI plugin page (cover, two versions for two platforms, a manual), AI news
 * in both tabs, and the VIP page settings. The demo VIP (13800000003) is a permanent VIP already (users.ts).
 */
export async function insertDemoAi({ db, files }: SeedContext): Promise<void> {
  await db.insert(aiPlug).values({
    id: 1,
    images: files.image(
      'ai/plug-cover',
      bannerSvg('光子 AI 渲染插件', '在建模软件里一键出效果图'),
      BANNER,
      sceneFor('AI 渲染 · 玻璃幕墙高层 · 黄昏'),
    ),
    link: '',
    downloadPackage: 36,
    downloadManual: 12,
  });
  const packages = ['1.0.0', '2.0.0'].flatMap((version, v) =>
    ['Windows', 'macOS'].map((platform, p) => {
      const file = files.download(
        `ai/plug/package-${version}-${platform.toLowerCase()}.zip`,
        makeZip([{ name: 'README.txt', content: `光子 AI 渲染插件 ${version}（${platform}）\n演示文件\n` }]),
        'application/zip',
      );
      return {
        type: 'package' as const,
        versionCode: version,
        platform,
        fileKey: file.key,
        createdAt: daysBefore(120 - v * 90, p),
      };
    }),
  );
  const manual = files.download(
    'ai/plug/manual.html',
    '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>光子 AI 渲染插件 安装说明</title><body><h1>安装说明</h1><ol><li>关闭建模软件。</li><li>解压安装包并运行安装程序。</li><li>重新启动后在工具栏找到「AI渲染」。</li></ol></body></html>',
    'text/html; charset=utf-8',
  );
  await db
    .insert(aiPlugFiles)
    .values([
      ...packages,
      { type: 'manual', versionCode: '2.0', platform: '', fileKey: manual.key, createdAt: daysBefore(30) },
    ]);
  await db.insert(aiNews).values(
    articles.map(([cate, title, summary, author], i) => ({
      cate,
      title,
      description: summary,
      content: articleHtml(title, summary),
      author,
      images: files.image(
        `ai/news-${i + 1}`,
        coverSvg(title, cate === 1 ? '知识' : '资讯', 600, 400),
        { width: 600, height: 400 },
        sceneFor(title),
      ),
      createdAt: daysBefore(i * 2 + 1),
    })),
  );
  // The defaults answer until operators write this row; the demo writes it so the row is there to edit.
  await db.insert(siteSettings).values({ key: AI_VIP_SETTING_KEY, value: DEFAULT_VIP_SETTINGS });
}

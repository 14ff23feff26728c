import { fromCents, toCents } from '@app/contract';
import { sanitizeHtml } from '../platform/html/sanitize-html.ts';
import { pluginIntroImages, plugins, pluginVersions } from '../slices/catalogue/schema.ts';
import { categoryId, type CategoryIndex } from './categories.ts';
import { pluginDetails } from './content/catalogue-details.ts';
import { type PluginSpec, pluginSpecs } from './content/plugins.ts';
import { CARD_COVER, coverSvg, SLIDE } from './images.ts';
import { sceneFor } from './scenes.ts';
import { demoPrice } from './pricing.ts';
import { chunks, daysBefore, type SeedContext } from './seed-context.ts';
import type { Taggable } from './tags.ts';
import type { DemoPeople } from './users.ts';
import { makeZip } from './zip.ts';

/** The plugin page's intro: the summary first, the plugin's own description, features, environment, use. */
function pluginIntro([name, , , host, summary, features]: PluginSpec, detail: string): string {
  return [
    `<p>${summary}</p><p>${detail}</p>`,
    `<h3>主要功能</h3><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>`,
    `<h3>运行环境</h3><p>${host}（Windows 10/11 64 位）。安装后在${host}的工具栏中即可找到「${name}」。</p>`,
    '<h3>使用说明</h3><p>购买后可在本页下载安装包、使用手册与案例文件；如遇安装问题请联系客服。</p>',
  ].join('');
}

function manualHtml([name, , , host, summary, features]: PluginSpec, version: string): string {
  return `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>${name} 使用手册</title><body><h1>${name} 使用手册（${version}）</h1><p>${summary}</p><h2>安装</h2><ol><li>关闭 ${host}。</li><li>解压安装包，运行 install 或将插件文件复制到 ${host} 的插件目录。</li><li>重新启动 ${host}。</li></ol><h2>功能</h2><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul><p>光子设计 · 演示文件</p></body></html>`;
}

/** The demo plugins with package / manual / case files (small real files under private keys). */
export async function insertDemoPlugins(
  ctx: SeedContext,
  cats: CategoryIndex,
  people: DemoPeople,
): Promise<Taggable[]> {
  const { db, files, rng } = ctx;
  const teacherIds = [...people.teachers.values()].map((t) => t.id);
  const rows = pluginSpecs.map((spec, i) => {
    const [name, cate, authorKey, , summary] = spec;
    const author = people.teachers.get(authorKey)!;
    const price = demoPrice(rng, i % 6 === 0);
    const sales = rng.int(5, 1800);
    const webLink = i % 3 === 0;
    return {
      name,
      images: files.image(`plugins/plugin-${i + 1}`, coverSvg(name, '插件'), CARD_COVER, sceneFor(name)),
      intro: sanitizeHtml(pluginIntro(spec, pluginDetails[i]!)),
      explain: summary,
      price: price.price,
      hasDiscount: price.hasDiscount,
      discountPrice: price.discountPrice,
      discountRate: price.discountRate,
      // A tenth of the price, in whole 光子, for plugins from 49 up.
      giveIntegral:
        toCents(price.price) >= 4900 ? fromCents(Math.floor(toCents(price.price) / 1000) * 100) : '0.00',
      salesNum: sales,
      viewNum: sales * rng.int(4, 10),
      repeatBuy: i % 4 === 1 ? 1 : 0,
      webLink: webLink ? `https://example.com/plugins/${i + 1}/intro` : '',
      webLinkPrice: webLink && i % 2 === 1 ? '5.00' : '0.00',
      author: author.name,
      userId: author.id,
      suggestUserId: rng.pick(teacherIds),
      cateId: categoryId(cats, cate),
      downloadPackage: rng.int(0, 900),
      downloadManual: rng.int(0, 300),
      downloadCase: rng.int(0, 120),
      status: 2,
      isCheck: 2,
      createdAt: daysBefore(rng.int(3, 360), rng.int(0, 1439)),
    };
  });
  const ids = (await db.insert(plugins).values(rows).returning({ id: plugins.id })).map((r) => r.id);

  const versions: (typeof pluginVersions.$inferInsert)[] = [];
  const intros: (typeof pluginIntroImages.$inferInsert)[] = [];
  pluginSpecs.forEach((spec, i) => {
    const pluginId = ids[i]!;
    const [name, , , host, summary] = spec;
    const dir = `plugins/plugin-${i + 1}`;
    const major = rng.int(1, 3);
    const platforms = host === 'Rhino' || host === 'Grasshopper' ? ['Windows', 'macOS'] : ['Windows'];
    [`${major}.0.0`, `${major}.${rng.int(1, 9)}.${rng.int(0, 9)}`].forEach((version, v) => {
      for (const platform of platforms) {
        const file = files.download(
          `${dir}/package-${version}-${platform.toLowerCase()}.zip`,
          makeZip([
            {
              name: 'README.txt',
              content: `${name} ${version}（${platform}）\n${summary}\n\n安装：关闭 ${host}，将本目录内容复制到插件目录后重新启动。\n`,
            },
            { name: 'CHANGELOG.txt', content: `${version}\n- 修复若干问题\n- 提升运行速度\n` },
          ]),
          'application/zip',
        );
        versions.push({
          pluginId,
          type: 'package',
          name: `${name} 安装包`,
          versionCode: version,
          platform,
          description: v === 0 ? '首个正式版本' : '功能优化与问题修复',
          fileKey: file.key,
          size: file.size,
          sort: v + 1,
          createdAt: daysBefore(200 - v * 120 + i),
        });
      }
    });
    const manual = files.download(
      `${dir}/manual.html`,
      manualHtml(spec, `${major}.0`),
      'text/html; charset=utf-8',
    );
    versions.push({
      pluginId,
      type: 'manual',
      name: `${name} 使用手册`,
      versionCode: `${major}.0`,
      platform: '通用',
      description: '图文使用手册',
      fileKey: manual.key,
      size: manual.size,
      sort: 1,
      createdAt: daysBefore(150 + i),
    });
    for (let c = 1; c <= i % 3; c++) {
      const file = files.download(
        `${dir}/case-${c}.zip`,
        makeZip([
          {
            name: `案例${c}说明.txt`,
            content: `${name} 案例 ${c}\n打开案例文件，按说明逐步操作即可复现效果。\n`,
          },
        ]),
        'application/zip',
      );
      versions.push({
        pluginId,
        type: 'other',
        name: `案例${c}：${rng.pick(['高层办公楼立面', '体育馆屋面', '商业综合体表皮', '住宅遮阳构件'])}`,
        versionCode: '',
        platform: '',
        description: '案例文件',
        fileKey: file.key,
        size: file.size,
        sort: c,
        createdAt: daysBefore(100 + i),
      });
    }
    for (let s = 1; s <= 3; s++)
      intros.push({
        pluginId,
        image: files.image(
          `${dir}/intro-${s}`,
          coverSvg(`${name} · 功能演示 ${s}`, '插件'),
          SLIDE,
          sceneFor(name, ((s - 1) % 3) as 0 | 1 | 2),
        ),
        sort: s,
      });
  });
  for (const batch of chunks(versions)) await db.insert(pluginVersions).values(batch);
  for (const batch of chunks(intros)) await db.insert(pluginIntroImages).values(batch);
  return pluginSpecs.map((spec, i) => ({
    type: 'plug' as const,
    id: ids[i]!,
    text: `${spec[0]} ${spec[1]} ${spec[3]} ${spec[4]}`,
  }));
}

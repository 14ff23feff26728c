import { sanitizeHtml } from '../platform/html/sanitize-html.ts';
import { goods } from '../slices/catalogue/schema.ts';
import { categoryId, type CategoryIndex } from './categories.ts';
import { goodsDetails } from './content/catalogue-details.ts';
import { type GoodsSpec, goodsSpecs } from './content/goods.ts';
import { CARD_COVER, coverSvg, SLIDE } from './images.ts';
import { sceneFor } from './scenes.ts';
import { demoPrice } from './pricing.ts';
import { daysBefore, type SeedContext } from './seed-context.ts';
import type { Taggable } from './tags.ts';
import type { DemoPeople } from './users.ts';
import { makeZip } from './zip.ts';

/** The material's 商品详情: the summary first (cards and search quote it), its own description, format, use. */
function goodsDesc([, , , format, summary]: GoodsSpec, detail: string, postage: string): string {
  return [
    `<p>${summary}</p><p>${detail}</p>`,
    `<h3>文件格式</h3><p>${format}</p>`,
    '<h3>使用说明</h3><ul><li>购买后在本页勾选下载声明即可下载。</li><li>素材仅限个人及所在单位项目使用，不得转售或公开传播。</li></ul>',
    Number(postage) > 0
      ? `<p>本素材含实物部分，运费 ${postage} 光子。</p>`
      : '<p>本素材为虚拟商品，包邮。</p>',
  ].join('');
}

/** The demo materials: covers and carousel pictures, prices (some free, some with postage), private files. */
export async function insertDemoGoods(
  ctx: SeedContext,
  cats: CategoryIndex,
  people: DemoPeople,
): Promise<Taggable[]> {
  const { db, files, rng } = ctx;
  const teacherIds = [...people.teachers.values()].map((t) => t.id);
  const rows = goodsSpecs.map((spec, i) => {
    const [name, cate, authorKey, format, summary] = spec;
    const author = people.teachers.get(authorKey)!;
    const key = `goods-${String(i + 1).padStart(2, '0')}`;
    // Materials have no market price: only the list price and the discount go in.
    const { marketPrice: _unused, ...price } = demoPrice(rng, i % 4 === 0);
    // Printed editions and a few model packs ship something physical: they carry postage.
    const postage = name.includes('纸质') ? '12.00' : i % 7 === 5 ? '3.00' : '0.00';
    // The first picture is the card cover; the previews are seen larger, on the detail page.
    const images = [1, 2, 3].map((n) =>
      n === 1
        ? files.image(`goods/${key}-${n}`, coverSvg(name, '素材'), CARD_COVER, sceneFor(name))
        : files.image(
            `goods/${key}-${n}`,
            coverSvg(`${name} · 预览 ${n}`, '素材'),
            SLIDE,
            sceneFor(name, ((n - 1) % 3) as 0 | 1 | 2),
          ),
    );
    const hasFile = i % 10 !== 9;
    const materialKey = hasFile
      ? files.download(
          `materials/${key}.zip`,
          makeZip([
            {
              name: 'README.txt',
              content: `${name}\n格式：${format}\n${summary}\n\n本文件为光子设计演示素材。\n`,
            },
            { name: 'LICENSE.txt', content: '授权说明：仅限个人及所在单位项目使用，不得转售或公开传播。\n' },
          ]),
          'application/zip',
        ).key
      : null;
    const sales = rng.int(0, 2400);
    return {
      name,
      cover: images[0]!,
      images,
      desc: sanitizeHtml(goodsDesc(spec, goodsDetails[i]!, postage)),
      ...price,
      postage,
      salesNum: sales,
      viewNum: sales * rng.int(2, 6) + rng.int(0, 50),
      materialKey,
      author: author.name,
      userId: author.id,
      suggestUserId: rng.pick(teacherIds),
      cateId: categoryId(cats, cate),
      status: 2,
      isCheck: 2,
      createdAt: daysBefore(rng.int(3, 360), rng.int(0, 1439)),
    };
  });
  const ids = (await db.insert(goods).values(rows).returning({ id: goods.id })).map((r) => r.id);
  return goodsSpecs.map((spec, i) => ({
    type: 'goods' as const,
    id: ids[i]!,
    text: `${spec[0]} ${spec[1]} ${spec[3]} ${spec[4]}`,
  }));
}

import { type TaggableType, taggings, tags } from '../slices/catalogue/schema.ts';
import type { Rng } from './prng.ts';
import { chunks, type SeedContext } from './seed-context.ts';

/** An item to tag: its type and id, and the text (name, category, topic) its tags are chosen from. */
export interface Taggable {
  type: TaggableType;
  id: number;
  text: string;
}

/** [tag, keywords that give an item this tag] */
const tagRules: [string, string[]][] = [
  ['Grasshopper', ['Grasshopper', 'GhPython', 'Kangaroo', 'Ladybug', '电池组']],
  ['Rhino', ['Rhino']],
  ['参数化设计', ['参数化', 'Grasshopper', 'Dynamo', '表皮']],
  ['幕墙', ['幕墙']],
  ['单元式幕墙', ['单元式', '单元板块']],
  ['3ds Max', ['3ds Max', 'Max']],
  ['V-Ray', ['V-Ray']],
  ['Revit', ['Revit']],
  ['BIM', ['Revit', 'BIM', 'Dynamo']],
  ['Dynamo', ['Dynamo']],
  ['AI渲染', ['AI 渲染', 'AI渲染', 'Stable Diffusion', 'ControlNet', 'AI 效果图', 'AI 线稿']],
  ['Stable Diffusion', ['Stable Diffusion', 'ControlNet']],
  ['AI设计', ['AI']],
  ['建筑表皮', ['表皮', '穿孔', 'Voronoi', '砖墙']],
  ['节点大样', ['节点']],
  ['材质', ['材质', '贴图', 'PBR']],
  ['灯光', ['灯光', '夜景', '日景']],
  ['室内设计', ['室内', '客厅', '家具', '大堂']],
  ['建模', ['建模', '模型', '曲面']],
  ['出图', ['出图', '标注', '排版', '加工图']],
  ['日照分析', ['日照', 'Ladybug', '遮阳']],
  ['效率工具', ['批量', '一键', '自动', '管理']],
  ['入门', ['入门', '零基础', '基础']],
  ['案例解析', ['案例', '实战', '复盘']],
  ['行业动态', ['趋势', '行业', '标准', '发布', '更新']],
];

/** Tags for one item: every rule whose keyword appears in its text, at most five, at least one. */
export function chooseTags(text: string, rng: Rng): string[] {
  const matched = tagRules.filter(([, words]) => words.some((w) => text.includes(w))).map(([tag]) => tag);
  const chosen = matched.length > 5 ? rng.sample(matched, 5) : matched;
  return chosen.length > 0 ? chosen : [rng.pick(['参数化设计', '建模', '效率工具'])];
}

/** Inserts the tag list and the taggings of every item (batched). */
export async function insertDemoTags({ db, rng }: SeedContext, items: Taggable[]): Promise<void> {
  const rows = await db
    .insert(tags)
    .values(tagRules.map(([tag]) => ({ tag })))
    .returning({ id: tags.id, tag: tags.tag });
  const idOf = new Map(rows.map((r) => [r.tag, r.id]));
  const links = items.flatMap((item) =>
    chooseTags(item.text, rng).map((tag) => ({
      tagId: idOf.get(tag)!,
      targetType: item.type,
      targetId: item.id,
    })),
  );
  for (const batch of chunks(links, 1000)) await db.insert(taggings).values(batch);
}

export const demoTagNames = tagRules.map(([tag]) => tag);

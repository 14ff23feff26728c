import { eq } from 'drizzle-orm';
import { galleryLikes, galleryWorks } from '../slices/catalogue/schema.ts';
import { categoryId, type CategoryIndex } from './categories.ts';
import { avatarSvg, coverSvg } from './images.ts';
import { sceneFor } from './scenes.ts';
import { daysBefore, type SeedContext } from './seed-context.ts';
import { type DemoPeople, encodeName } from './users.ts';

const subjects: Record<string, string[]> = {
  AI建筑: ['山地美术馆', '滨水文化中心', '未来感图书馆', '竹构茶室', '夯土民宿', '城市更新街区'],
  AI幕墙: [
    '渐变穿孔铝板立面',
    '双曲面玻璃幕墙',
    '参数化遮阳百叶',
    '陶板幕墙办公楼',
    '光伏一体化立面',
    '编织金属网表皮',
  ],
  AI室内: ['侘寂风茶空间', '极简主义客厅', '工业风办公室', '酒店大堂中庭', '书店阅读空间', '艺术展厅'],
  AI景观: ['屋顶花园', '滨江步道', '下沉广场', '社区口袋公园', '湿地栈道', '校园中心绿地'],
};

const outsideAuthors = ['小鹿设计', '阿木建筑', '一帧光影', '参数化小组', '白模研究所'];

/** AI works for the gallery: 24 works across four tabs, each with a cover and two more pictures, and likes. */
export async function insertDemoGallery(
  ctx: SeedContext,
  cats: CategoryIndex,
  people: DemoPeople,
): Promise<void> {
  const { db, files, rng } = ctx;
  const rows = Object.entries(subjects).flatMap(([cate, titles], c) =>
    titles.map((title, i) => {
      const n = c * 6 + i + 1;
      const byVip = n % 5 === 0;
      const authorName = byVip ? '渲染达人' : rng.pick(outsideAuthors);
      const images = [1, 2, 3].map((k) =>
        files.image(
          `gallery/work-${n}-${k}`,
          coverSvg(k === 1 ? title : `${title} · 视角 ${k}`, cate, 600, 400 + ((n + k) % 3) * 100),
          undefined,
          sceneFor(`${cate}${title}`, (k - 1) as 0 | 1 | 2),
        ),
      );
      return {
        title,
        desc: `${title}：使用 AI 智能渲染生成，风格参考${rng.pick(['现代主义', '新中式', '参数化', '极简', '未来主义'])}，经过局部重绘与放大处理。`,
        cover: images[0]!,
        images,
        userId: byVip ? people.vipId : null,
        authorName,
        authorAvatar: files.image(`avatars/${encodeName(authorName)}`, avatarSvg(authorName)),
        cateId: categoryId(cats, cate),
        createdAt: daysBefore(n * 3, rng.int(0, 1439)),
      };
    }),
  );
  const works = await db.insert(galleryWorks).values(rows).returning({ id: galleryWorks.id });
  // Likes are real rows from the demo people, and like_count is their number (the count equals the likers).
  const likers = [people.memberId, people.vipId, ...[...people.teachers.values()].map((t) => t.id)];
  for (const work of works) {
    const likes = likers.filter(() => rng.chance(0.4)).map((userId) => ({ workId: work.id, userId }));
    if (likes.length === 0) continue;
    await db.insert(galleryLikes).values(likes);
    await db.update(galleryWorks).set({ likeCount: likes.length }).where(eq(galleryWorks.id, work.id));
  }
}

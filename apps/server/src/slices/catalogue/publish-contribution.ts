import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  courseAttachments,
  courseChapters,
  courses,
  courseTasks,
  goods,
  pluginIntroImages,
  plugins,
  pluginVersions,
  taggings,
  type PluginVersionType,
} from './schema.ts';

/** What every approved contribution brings: the creator becomes the teacher / author of the product. */
interface ProductBase {
  userId: number;
  name: string;
  author: string;
  /** Sanitised rich HTML. */
  intro: string;
  explain: string;
  price: string;
  cateId: number;
  tagIds: number[];
}

export interface PublishedLesson {
  name: string;
  image: string;
  mediaAssetId: number | null;
}
export interface PublishedAnnex {
  name: string;
  fileKey: string;
  size: number;
}
export interface PublishedChapter {
  name: string;
  lessons: PublishedLesson[];
  annexes: PublishedAnnex[];
}
export interface PublishedVersion {
  type: 'package' | 'manual' | 'case';
  name: string;
  versionCode: string;
  platform: string;
  description: string;
  fileKey: string;
  size: number;
}

export type Publication =
  | (ProductBase & {
      kind: 'course';
      cover: string;
      reprint: boolean;
      externalLink: string;
      chapters: PublishedChapter[];
    })
  | (ProductBase & {
      kind: 'plug';
      cover: string;
      webLink: string;
      images: string[];
      versions: PublishedVersion[];
    })
  | (ProductBase & { kind: 'goods'; images: string[]; materialKey: string | null });

const visible = { status: 2, isCheck: 2, checkErrors: '' } as const;
const versionType = (t: PublishedVersion['type']): PluginVersionType => (t === 'case' ? 'other' : t);

/**
 * Puts an approved creator contribution into the public catalogue (the creator slice's review calls it in
 * its transaction): a new course with its chapters, lessons (pointing at their transcoded videos) and
 * attachments; a plugin with versions and intro images; or a material. An already published plugin only
 * gets its versions replaced (the approved-plugin form edits nothing else). Answers the product id.
 */
export async function publishContribution(
  tx: DbOrTx,
  item: Publication,
  existingId: number | null = null,
): Promise<number> {
  if (item.kind === 'plug' && existingId !== null) {
    await tx.delete(pluginVersions).where(eq(pluginVersions.pluginId, existingId));
    await insertVersions(tx, existingId, item.versions);
    // The creator's new file list replaces the old one, and with it any order staff gave the old files.
    await tx
      .update(plugins)
      .set({ updatedAt: new Date(), versionsOrdered: false })
      .where(eq(plugins.id, existingId));
    return existingId;
  }
  const base = baseOf(item);
  let id: number;
  if (item.kind === 'course') {
    id = await insertCourse(tx, base, item);
  } else if (item.kind === 'plug') {
    const [row] = await tx
      .insert(plugins)
      .values({
        ...base,
        images: item.cover,
        intro: item.intro,
        explain: item.explain,
        webLink: item.webLink,
      })
      .returning({ id: plugins.id });
    id = row!.id;
    await insertVersions(tx, id, item.versions);
    if (item.images.length > 0)
      await tx
        .insert(pluginIntroImages)
        .values(item.images.map((image, sort) => ({ pluginId: id, image, sort })));
  } else {
    const [row] = await tx
      .insert(goods)
      .values({
        ...base,
        cover: item.images[0] ?? '',
        images: item.images,
        desc: item.intro,
        materialKey: item.materialKey,
      })
      .returning({ id: goods.id });
    id = row!.id;
  }
  if (item.tagIds.length > 0)
    await tx
      .insert(taggings)
      .values(item.tagIds.map((tagId) => ({ tagId, targetType: item.kind, targetId: id })))
      .onConflictDoNothing();
  return id;
}

function baseOf(item: ProductBase) {
  return {
    name: item.name,
    author: item.author,
    userId: item.userId,
    cateId: item.cateId,
    price: item.price,
    ...visible,
  };
}

async function insertCourse(
  tx: DbOrTx,
  base: ReturnType<typeof baseOf>,
  item: Extract<Publication, { kind: 'course' }>,
): Promise<number> {
  const annexes = item.chapters.flatMap((c) => c.annexes);
  const [course] = await tx
    .insert(courses)
    .values({
      ...base,
      images: item.cover,
      intro: item.intro,
      explain: item.explain,
      type: item.reprint ? 'reprint' : 'original',
      externalLink: item.externalLink,
      isAnnex: annexes.length > 0,
    })
    .returning({ id: courses.id });
  const courseId = course!.id;
  for (const [sort, chapter] of item.chapters.entries()) {
    const [row] = await tx
      .insert(courseChapters)
      .values({ courseId, name: chapter.name, sort })
      .returning({ id: courseChapters.id });
    const chapterId = row!.id;
    if (chapter.lessons.length > 0)
      await tx.insert(courseTasks).values(
        chapter.lessons.map((lesson, index) => ({
          chapterId,
          courseId,
          name: lesson.name,
          sort: index,
          images: lesson.image,
          mediaAssetId: lesson.mediaAssetId,
        })),
      );
    if (chapter.annexes.length > 0)
      await tx.insert(courseAttachments).values(
        chapter.annexes.map((annex, index) => ({
          courseId,
          chapterId,
          name: annex.name,
          fileKey: annex.fileKey,
          size: annex.size,
          sort: index,
        })),
      );
  }
  return courseId;
}

async function insertVersions(tx: DbOrTx, pluginId: number, versions: PublishedVersion[]) {
  if (versions.length === 0) return;
  await tx.insert(pluginVersions).values(
    versions.map((v, sort) => ({
      pluginId,
      type: versionType(v.type),
      name: v.name.slice(0, 100),
      versionCode: v.versionCode,
      platform: v.platform,
      description: v.description,
      fileKey: v.fileKey,
      size: v.size,
      sort,
    })),
  );
}

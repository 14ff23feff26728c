import type { PluginVersionInput } from '@app/contract';
import type { Publication, PublishedChapter } from '../catalogue/index.ts';
import type { DirectUploadRow } from './uploads/index.ts';
import type { ContributionRow, StoredCoursewareItem } from './schema.ts';

/** Lessons and files not filed under a chapter go into one chapter of this name, shown first. */
export const DEFAULT_CHAPTER = '课程内容';

/**
 * An approved submission as the catalogue stores a product: public URLs for images, private keys for
 * downloads, courseware items grouped into chapters by their parent (001 §3 "Courseware item").
 */
export function buildPublication(
  row: ContributionRow,
  publicUrl: (key: string) => string,
  uploads: Map<string, DirectUploadRow>,
): Publication {
  const url = (key: string) => (key ? publicUrl(key) : '');
  const base = {
    userId: row.userId,
    name: row.name,
    author: row.author,
    intro: row.intro,
    explain: row.explain,
    price: row.price ?? '0',
    cateId: row.cateId,
    tagIds: row.tagIds,
  };
  if (row.kind === 'course') {
    return {
      ...base,
      kind: 'course',
      cover: url(row.cover),
      reprint: row.origin === '转载',
      externalLink: row.externalLink,
      chapters: chaptersOf(row.detail as StoredCoursewareItem[], url, uploads),
    };
  }
  if (row.kind === 'plug') {
    return {
      ...base,
      kind: 'plug',
      cover: url(row.cover),
      webLink: row.webLink,
      images: row.images.map((i) => url(i.url)),
      versions: (row.detail as PluginVersionInput[])
        .slice()
        .sort((a, b) => a.index - b.index)
        .map((v) => ({
          type: v.type,
          name: v.fileList[0]?.name || uploads.get(v.link)?.name || v.version_code,
          versionCode: v.version_code,
          platform: v.platform,
          description: v.description,
          fileKey: v.link,
          size: uploads.get(v.link)?.size ?? 0,
        })),
    };
  }
  return {
    ...base,
    kind: 'goods',
    images: row.images.map((i) => url(i.url)),
    materialKey: row.material || null,
  };
}

function chaptersOf(
  items: StoredCoursewareItem[],
  url: (key: string) => string,
  uploads: Map<string, DirectUploadRow>,
): PublishedChapter[] {
  const ordered = items.slice().sort((a, b) => a.index - b.index);
  const loose: PublishedChapter = { name: DEFAULT_CHAPTER, lessons: [], annexes: [] };
  const chapters = new Map<number, PublishedChapter>(
    ordered
      .filter((i) => i.type === 'chapter')
      .map((i) => [i.index, { name: i.name, lessons: [], annexes: [] }]),
  );
  for (const item of ordered) {
    if (item.type === 'chapter') continue;
    const chapter = (item.parent !== undefined && chapters.get(item.parent)) || loose;
    if (item.type === 'task')
      chapter.lessons.push({
        name: item.name,
        image: url(item.images),
        mediaAssetId: item.media_asset_id ?? null,
      });
    else if (item.link)
      chapter.annexes.push({
        name: item.fileList[0]?.name || uploads.get(item.link)?.name || item.name,
        fileKey: item.link,
        size: uploads.get(item.link)?.size ?? 0,
      });
  }
  const all = [...chapters.values()];
  return loose.lessons.length + loose.annexes.length > 0 ? [loose, ...all] : all;
}

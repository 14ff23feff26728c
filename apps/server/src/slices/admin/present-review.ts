import {
  CONTRIBUTION_KIND_LABELS,
  formatChinaDateTime,
  type PluginVersionInput,
  type ReviewDetail,
  type ReviewEntry,
} from '@app/contract';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { presentContribution } from '../creator/index.ts';
import { type ContributionRow, type StoredCoursewareItem } from '../creator/schema.ts';
import type { listSubmissions } from './list-submissions.ts';
import type { SubmissionPreview } from './read-submission.ts';

type Listed = Awaited<ReturnType<typeof listSubmissions>>;
type Transcode = NonNullable<ReviewEntry['transcode']>;
type Section = ReviewDetail['sections'][number];
type SectionItem = Section['items'][number];

/** A creator's plugin file kinds in the reviewer's words (the form's own codes are English). */
const VERSION_KIND_TEXT: Record<PluginVersionInput['type'], string> = {
  package: '安装包',
  manual: '使用手册',
  case: '案例',
};

/** A plugin version's line: each part labelled, none of the form's codes shown as they are stored. */
function versionNote(v: PluginVersionInput): string {
  return [
    `版本 ${v.version_code}`,
    v.platform && `适用平台 ${v.platform}`,
    VERSION_KIND_TEXT[v.type] ?? '其他文件',
    v.description,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Private files open through signed links for half an hour: long enough to review, short if one leaks. */
export const PREVIEW_LINK_SECONDS = 30 * 60;

export function presentReviewEntry(
  row: ContributionRow,
  creator: ReviewEntry['creator'],
  storage: ObjectStorage,
  transcodes: Listed['transcodes'],
): ReviewEntry {
  const entry = presentContribution(row, storage, transcodes);
  return {
    id: row.id,
    kind: row.kind,
    kind_text: CONTRIBUTION_KIND_LABELS[row.kind],
    name: row.name,
    author: row.author,
    price: entry.price,
    cover: entry.cover || (row.images[0] ? storage.publicUrl(row.images[0].url) : ''),
    creator,
    is_check: row.isCheck,
    state_label: entry.state_label,
    errors: row.errors,
    submitted_at: formatChinaDateTime(row.updatedAt),
    reviewed_at: row.reviewedAt ? formatChinaDateTime(row.reviewedAt) : null,
    published_id: row.publishedId,
    transcode: entry.transcode as Transcode | null,
  };
}

/** The preview: every field, the rich text sanitised again, each file behind a fresh signed link. */
export async function presentReviewDetail(
  preview: SubmissionPreview,
  storage: ObjectStorage,
): Promise<ReviewDetail> {
  const { row, creator, transcodes, sizes, category, tags } = preview;
  const file = async (key: string, name: string) =>
    key
      ? {
          name,
          url: await storage.signedUrl(key, { expiresInSeconds: PREVIEW_LINK_SECONDS, downloadName: name }),
          size: sizes.get(key) ?? 0,
        }
      : null;
  let sections: Section[];
  if (row.kind === 'course')
    sections = await courseSections(row.detail as StoredCoursewareItem[], file, transcodes);
  else if (row.kind === 'plug')
    sections = [
      {
        title: '插件版本',
        items: await Promise.all(
          (row.detail as PluginVersionInput[])
            .slice()
            .sort((a, b) => a.index - b.index)
            .map(async (v) => ({
              type: 'version' as const,
              name: v.fileList[0]?.name || v.version_code,
              note: versionNote(v),
              file: await file(v.link, v.fileList[0]?.name || v.version_code),
              transcode: null,
            })),
        ),
      },
    ];
  else
    sections = [
      {
        title: '素材文件',
        items: [
          {
            type: 'material',
            name: row.materialName || row.material.split('/').pop() || '',
            note: '',
            file: await file(row.material, row.materialName || '素材文件'),
            transcode: null,
          },
        ],
      },
    ];
  return {
    ...presentReviewEntry(row, creator, storage, transcodes),
    explain: row.explain,
    origin: row.origin,
    external_link: row.externalLink,
    web_link: row.webLink,
    category,
    tags,
    intro_html: sanitizeHtml(row.intro),
    images: row.images.map((i) => storage.publicUrl(i.url)),
    sections: sections.filter((s) => s.items.length > 0),
  };
}

async function courseSections(
  items: StoredCoursewareItem[],
  file: (key: string, name: string) => Promise<SectionItem['file']>,
  transcodes: Listed['transcodes'],
): Promise<Section[]> {
  const ordered = items.slice().sort((a, b) => a.index - b.index);
  const loose: Section = { title: '课程内容', items: [] };
  const chapters = new Map<number, Section>(
    ordered.filter((i) => i.type === 'chapter').map((i) => [i.index, { title: i.name, items: [] }]),
  );
  for (const item of ordered) {
    if (item.type === 'chapter') continue;
    const section = (item.parent !== undefined && chapters.get(item.parent)) || loose;
    const name = item.fileList[0]?.name || item.name;
    const state = item.media_asset_id === undefined ? undefined : transcodes.get(item.media_asset_id);
    section.items.push({
      type: item.type === 'task' ? 'lesson' : 'annex',
      name: item.name,
      note: '',
      file: await file(item.link, name),
      transcode:
        item.type === 'task'
          ? ((state as Transcode | undefined) ?? { state: 'uploaded', progress: 0 })
          : null,
    });
  }
  return [loose, ...chapters.values()];
}

import { contributionStateLabel, formatChinaDateTime, type ContributionEntry } from '@app/contract';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { isApproved } from './find-contribution.ts';
import type { TranscodeStates } from './list-contributions.ts';
import type { ContributionRow, StoredCoursewareItem } from './schema.ts';

/** What a row saved before the form fields were kept reads back as (001 §3: numbers default 0). */
const NO_FORM_FIELDS = {
  sz_course_id: 0,
  is_publish: 0,
  is_integral: 0,
  integral_num: 0,
  give_integral: 0,
  send: 0,
  market_price: 0,
  videos: '',
  push: false,
  iskechegn: 0,
};

type Transcode = { state: 'uploaded' | 'transcoding' | 'ready' | 'failed'; progress: number };
const ORDER = { failed: 0, uploaded: 1, transcoding: 2, ready: 3 } as const;
/** Failed first, then queued, then the least progress: the state that holds the course back. */
const behind = (a: Transcode, b: Transcode) =>
  ORDER[a.state] < ORDER[b.state] || (ORDER[a.state] === ORDER[b.state] && a.progress < b.progress);

/** A list entry in the spec's read-back shape (001 §3), with the state label and what the creator may do. */
export function presentContribution(
  row: ContributionRow,
  storage: ObjectStorage,
  transcodes: TranscodeStates,
): ContributionEntry {
  const url = (key: string) => (key ? storage.publicUrl(key) : '');
  const approved = isApproved(row);
  let slowest: Transcode | null = null;
  const detailList = (row.detail as (StoredCoursewareItem | Record<string, unknown>)[]).map((item) => {
    const assetId = (item as StoredCoursewareItem).media_asset_id;
    if (row.kind !== 'course' || typeof assetId !== 'number') return { ...item };
    const transcode = (transcodes.get(assetId) ?? { state: 'uploaded', progress: 0 }) as Transcode;
    if (!slowest || behind(transcode, slowest)) slowest = transcode;
    return { ...item, transcode };
  });
  const fileList = row.material
    ? [{ name: row.materialName || row.material.split('/').pop()!, url: row.material }]
    : [];
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    author: row.author,
    cover: url(row.cover),
    // 001 §3 read-back: a material's images as a JSON text of object names, a course's or plugin's cover name.
    images: row.kind === 'goods' ? JSON.stringify(row.images.map((i) => i.url)) : row.cover,
    intro: row.kind === 'goods' ? '' : row.intro,
    desc: row.kind === 'goods' ? row.intro : '',
    explain: row.explain,
    type: row.origin,
    external_link: row.externalLink,
    web_link: row.webLink,
    cate_id: row.cateId,
    tag: row.tagIds,
    price: row.price === null ? 0 : Number(row.price),
    status: row.status,
    is_check: row.isCheck,
    errors: row.errors,
    state_label: contributionStateLabel(row.status, row.isCheck, row.errors),
    created_at: formatChinaDateTime(row.createdAt),
    detail: JSON.stringify(row.detail),
    detailList,
    intros: JSON.stringify(row.kind === 'plug' ? row.images.map((i) => ({ name: i.name, url: i.url })) : []),
    material: row.material,
    fileList,
    published_id: row.publishedId,
    can_edit: !approved,
    can_delete: !approved,
    can_edit_versions: approved && row.kind === 'plug',
    transcode: slowest,
    ...NO_FORM_FIELDS,
    ...row.formFields,
  };
}

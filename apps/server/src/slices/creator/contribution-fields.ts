import type { ContributionKind, CourseBody, GoodsBody, PlugBody } from '@app/contract';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';
import type { FileUse } from './check-references.ts';
import type { contributions } from './schema.ts';

export type ContributionBody =
  | { kind: 'course'; body: CourseBody }
  | { kind: 'plug'; body: PlugBody }
  | { kind: 'goods'; body: GoodsBody };

type Values = Omit<typeof contributions.$inferInsert, 'userId' | 'kind'>;

/**
 * A form as the row stores it: rich text sanitised with the platform's one allowlist (script was already
 * refused by the contract), object names kept as sent, and the files each field names with the upload
 * purposes allowed there.
 */
export function contributionFields(input: ContributionBody): { values: Values; files: FileUse[] } {
  const b = input.body;
  const common = {
    name: b.name,
    author: b.author,
    explain: b.explain,
    origin: b.type,
    externalLink: b.type === '转载' ? b.external_link : '',
    webLink: b.web_link,
    cateId: b.cate_id,
    price: b.price === '' ? null : b.price,
    status: b.status,
    formFields: {
      sz_course_id: b.sz_course_id,
      is_publish: b.is_publish,
      is_integral: b.is_integral,
      integral_num: b.integral_num,
      give_integral: b.give_integral,
      send: b.send,
      market_price: b.market_price,
      videos: b.videos,
      push: b.push,
      iskechegn: input.kind === 'course' ? input.body.iskechegn : 0,
    },
  };
  const image = (key: string): FileUse => ({ key, purposes: ['image'] });
  switch (input.kind) {
    case 'course': {
      const c = input.body;
      return {
        values: {
          ...common,
          cover: c.images,
          intro: sanitizeHtml(c.intro),
          detail: c.detailList,
          images: [],
        },
        files: [
          image(c.images),
          ...c.detailList.map((i): FileUse => ({
            key: i.link,
            purposes: i.type === 'annex' ? ['annex', 'video'] : ['video'],
          })),
          ...c.detailList.map((i) => image(i.images)),
        ],
      };
    }
    case 'plug': {
      const p = input.body;
      return {
        values: {
          ...common,
          cover: p.images,
          intro: sanitizeHtml(p.intro),
          detail: p.detailList,
          images: p.intros,
        },
        files: [
          image(p.images),
          ...p.intros.map((i) => image(i.url)),
          ...p.detailList.map((v): FileUse => ({ key: v.link, purposes: ['plugin'] })),
        ],
      };
    }
    case 'goods': {
      const g = input.body;
      const material = g.material || g.fileList[0]?.url || '';
      return {
        values: {
          ...common,
          cover: g.images[0]?.url ?? '',
          images: g.images,
          intro: sanitizeHtml(g.desc),
          material,
          materialName: g.fileList[0]?.name ?? '',
          detail: [],
        },
        files: [...g.images.map((i) => image(i.url)), { key: material, purposes: ['material'] }],
      };
    }
  }
}

export const kindOf = (input: ContributionBody): ContributionKind => input.kind;

import { hasScript } from '@app/contract';
import { api, apiOk } from '../support/api.ts';
import { baseURL } from '../support/browser.ts';
import type { Placed, Seeded } from './seed.ts';
import { pack, VECTORS, type Vector } from './vectors.ts';

/** A 1×1 PNG: the cover a material needs before it may go to review. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The creator's own direct upload, as the contribution form does it: open, sign the parts, send, complete. */
async function upload(
  creator: Seeded,
  file: { purpose: 'image' | 'material'; name: string; type: string; content: Buffer<ArrayBuffer> },
): Promise<string> {
  const sts = await apiOk<{ oss: { SecurityToken: string } }>('GET', '/api/oss', undefined, creator.token);
  const opened = await apiOk<{ upload_id: number; part_count: number }>(
    'POST',
    '/api/oss/multipart',
    {
      token: sts.oss.SecurityToken,
      purpose: file.purpose,
      name: file.name,
      size: file.content.length,
      content_type: file.type,
    },
    creator.token,
  );
  const signed = await apiOk<{ parts: { part_number: number; url: string }[] }>(
    'POST',
    `/api/oss/multipart/${opened.upload_id}/parts`,
    { part_numbers: [1] },
    creator.token,
  );
  const part = signed.parts[0]!;
  const url = /^https?:/.test(part.url) ? part.url : baseURL() + part.url;
  const sent = await fetch(url, { method: 'PUT', body: file.content });
  if (!sent.ok) throw new Error(`part upload: ${sent.status} ${await sent.text()}`);
  const done = await apiOk<{ key: string }>(
    'POST',
    `/api/oss/multipart/${opened.upload_id}/complete`,
    { parts: [{ part_number: 1, etag: sent.headers.get('etag') ?? '' }] },
    creator.token,
  );
  return done.key;
}

/** One material sent to review: where its vectors went. */
export interface Submitted {
  id: number;
  /** Plain-text fields (name, author, summary, the file's name): shown as typed. */
  plain: Placed[];
  /** The description's vectors (rich text, sanitised on store), each behind a marker that must stay. */
  rich: Vector[];
  markers: string[];
}

/**
 * Materials sent to review (status 2) by `creator`, with uploaded cover and file: the vectors rich text may
 * hold in their descriptions (ten per material, each after a harmless marker), and vectors in the name (100),
 * author (50), summary (255) and the file's name (255), which the review page shows as text.
 */
export async function submitMaterialsForReview(creator: Seeded): Promise<Submitted[]> {
  const categories = await apiOk<{ id: number; selectable: boolean; level: number }[]>(
    'GET',
    '/api/user/getUserCate?catetype=goods',
    undefined,
    creator.token,
  );
  const cateId =
    categories.find((c) => c.selectable && c.level > 1)?.id ?? categories.find((c) => c.selectable)!.id;
  const rich = VECTORS.filter((v) => !hasScript(v.text));
  const names = pack(VECTORS, 100);
  const authors = pack(VECTORS.slice().reverse(), 50);
  const explains = pack(VECTORS.slice(60), 255);
  const fileNames = pack(VECTORS.slice(30), 200);
  // Ten vectors of rich text per material; the plain fields carry as many packs as there are materials (the
  // creator's own list already shows every vector in a name).
  const count = Math.ceil(rich.length / 10);
  const submitted: Submitted[] = [];
  for (let i = 0; i < count; i++) {
    const group = rich.slice(i * 10, i * 10 + 10);
    const markers = group.map((v) => `标记${v.n}号`);
    const name = names[i % names.length]!;
    const author = authors[i % authors.length]!;
    const explain = explains[i % explains.length]!;
    const fileName = fileNames[i % fileNames.length]!;
    const cover = await upload(creator, {
      purpose: 'image',
      name: 'cover.png',
      type: 'image/png',
      content: PNG,
    });
    const material = await upload(creator, {
      purpose: 'material',
      name: 'material.zip',
      type: 'application/zip',
      content: Buffer.from(`PK material ${i}`),
    });
    const answer = await api<{ id: number }>(
      'POST',
      '/api/userput/goods',
      {
        status: 2,
        name: name.text,
        author: author.text,
        explain: explain.text,
        cate_id: cateId,
        price: '1',
        images: [{ name: 'cover.png', url: cover }],
        desc: `<p>素材说明${i}</p>` + group.map((v, k) => `<p>${markers[k]}</p><p>${v.text}</p>`).join(''),
        material,
        fileList: [{ name: `${fileName.text}.zip`, url: material }],
      },
      creator.token,
    );
    if (answer.code !== 200) throw new Error(`material ${i} refused: ${answer.msg}`);
    submitted.push({ id: answer.data.id, plain: [name, author, explain, fileName], rich: group, markers });
  }
  return submitted;
}

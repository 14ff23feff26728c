import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { catalogueRefs, member, png, upload } from './testing.ts';

/**
 * `GET /api/getUserPut/{kind}` read the way 001's client reads it (docs/spec-decisions.md "A spec client works unchanged"): a material's `images` and a
 * plugin's `intros` are JSON texts the client parses, `detail` the JSON text of detailList, and the common
 * form fields (§3: sz_course_id … market_price, videos, push, course iskechegn) come back as sent, so the
 * client's edit form, filled from the answer and sent again unchanged, saves the same submission.
 */
let t: TestApp;
let creator: { id: number; token: string };
let image: string;
let image2: string;

/** What 001's client does with an answer entry before filling its edit form (§3 read-back rules). */
function asSpecClientReads(entry: Record<string, unknown>): Record<string, unknown> {
  const images = entry.images as string;
  return {
    ...entry,
    images:
      entry.kind === 'goods' ? (JSON.parse(images) as string[]).map((n) => ({ name: n, url: n })) : images,
    intros: JSON.parse(entry.intros as string) as { name: string; url: string }[],
    detailList: JSON.parse(entry.detail as string) as unknown[],
  };
}

const FORM_FIELDS = {
  sz_course_id: 7,
  is_publish: 1,
  is_integral: 1,
  integral_num: 30,
  give_integral: 2.5,
  send: 1,
  market_price: 99.9,
};

beforeAll(async () => {
  t = await startTestApp();
  creator = await member(t, { creator: true });
  const png1 = { purpose: 'image', name: 'a.png', content: png(), type: 'image/png' };
  image = (await upload(t, creator.token, png1)).key;
  image2 = (await upload(t, creator.token, { ...png1, name: 'b.png' })).key;
});
afterAll(() => t.close());

const put = (kind: string, body: unknown) =>
  t.call('POST', `/api/userput/${kind}`, { token: creator.token, body });
async function readBack(kind: string, id: number) {
  const list = await t.call('GET', `/api/getUserPut/${kind}`, { token: creator.token });
  expect(list.code).toBe(200);
  return list.data.data.find((e: { id: number }) => e.id === id) as Record<string, unknown>;
}

/** Fills the form from the read-back entry and sends it again with nothing changed. */
async function editUnchanged(kind: string, read: Record<string, unknown>, fields: string[]) {
  const body: Record<string, unknown> = {};
  for (const field of fields) body[field] = read[field];
  const saved = await put(kind, { ...body, id: read.id, status: 0 });
  expect(saved).toMatchObject({ code: 200, msg: '已存入草稿' });
  return asSpecClientReads(await readBack(kind, read.id as number));
}

const COMMON = [...Object.keys(FORM_FIELDS), 'videos', 'push', 'name', 'cate_id', 'tag', 'price'];

describe('read-back forms (001 §3)', () => {
  it('a material: images as a JSON text of object names, the form fields as sent, an edit round-trips', async () => {
    const refs = await catalogueRefs(t, 'goods');
    const sent = await put('goods', {
      ...FORM_FIELDS,
      videos: [{ name: '演示.mp4', url: 'clients/uploads/x/演示.mp4' }],
      push: true,
      images: [
        { name: image, url: image },
        { name: image2, url: image2 },
      ],
      name: '草稿素材',
      cate_id: refs.cateId,
      tag: [refs.tagId],
      price: '3.5',
      desc: '<p>描述</p>',
      status: 0,
    });
    expect(sent.code).toBe(200);
    const entry = await readBack('goods', sent.data.id);
    expect(entry.images).toBe(JSON.stringify([image, image2]));
    expect(entry.intros).toBe('[]');
    const read = asSpecClientReads(entry);
    expect(read).toMatchObject({
      ...FORM_FIELDS,
      videos: [{ name: '演示.mp4', url: 'clients/uploads/x/演示.mp4' }],
      push: true,
      images: [
        { name: image, url: image },
        { name: image2, url: image2 },
      ],
    });
    const again = await editUnchanged('goods', read, [...COMMON, 'images', 'desc']);
    expect(again).toEqual(read);
  });

  it('a plugin: intros as a JSON text of {name, url}, detail as now; an edit round-trips', async () => {
    const refs = await catalogueRefs(t, 'plug');
    const intros = [
      { name: '介绍一.png', url: image },
      { name: '介绍二.png', url: image2 },
    ];
    const sent = await put('plug', {
      ...FORM_FIELDS,
      videos: 'clients/uploads/x/demo.mp4',
      push: false,
      images: image,
      intros,
      name: '草稿插件',
      cate_id: refs.cateId,
      web_link: 'https://example.com/intro',
      detailList: [{ version_code: '1.0', type: 'manual', index: 1, link: '' }],
      status: 0,
    });
    expect(sent.code).toBe(200);
    const entry = await readBack('plug', sent.data.id);
    expect(entry.intros).toBe(JSON.stringify(intros));
    expect(entry.images).toBe(image);
    const read = asSpecClientReads(entry);
    expect(read).toMatchObject({ ...FORM_FIELDS, videos: 'clients/uploads/x/demo.mp4', push: false, intros });
    expect(read.detailList).toMatchObject([{ version_code: '1.0', type: 'manual', index: 1 }]);
    const again = await editUnchanged('plug', read, [
      ...COMMON,
      'images',
      'intros',
      'web_link',
      'detailList',
      'intro',
    ]);
    expect(again).toEqual(read);
  });

  it('a course keeps iskechegn; blank form fields read back as 0', async () => {
    const sent = await put('course', {
      name: '草稿课程',
      iskechegn: 1,
      is_publish: '',
      market_price: '',
      status: 0,
    });
    expect(sent.code).toBe(200);
    const read = asSpecClientReads(await readBack('course', sent.data.id));
    expect(read).toMatchObject({
      iskechegn: 1,
      is_publish: 0,
      market_price: 0,
      sz_course_id: 0,
      videos: '',
      push: false,
      intros: [],
      detailList: [],
    });
    const again = await editUnchanged('course', read, [...COMMON, 'iskechegn', 'images', 'detailList']);
    expect(again.iskechegn).toBe(1);
  });

  it('refuses a negative or over-precise amount and changes nothing', async () => {
    const before = await t.call('GET', '/api/getUserPut/course', { token: creator.token });
    for (const bad of [{ market_price: -1 }, { give_integral: '1.234' }, { send: 'x' }]) {
      const answer = await put('course', { name: '坏值', status: 0, ...bad });
      expect(answer).toMatchObject({ code: 4022, msg: '请求格式错误' });
    }
    const after = await t.call('GET', '/api/getUserPut/course', { token: creator.token });
    expect(after.data.total).toBe(before.data.total);
  });
});

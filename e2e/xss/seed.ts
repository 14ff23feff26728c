import { hasScript } from '@app/contract';
import { apiOk } from '../support/api.ts';
import { STAFF, staffToken } from '../support/admin.ts';
import { apiToken, createMember, type Member } from '../support/members.ts';
import { NICKNAME_PROBES, pack, VECTORS, type Vector } from './vectors.ts';

/** A seeded member with the API session the seeding used. */
export interface Seeded extends Member {
  token: string;
}

/** Where each field's vectors went, so each page knows what it must show. */
export interface Placed {
  text: string;
  vectors: Vector[];
}

/** Members whose nicknames are the markup probes (one each: a nickname holds 8 characters). */
export async function seedMembers(): Promise<Seeded[]> {
  return Promise.all(
    NICKNAME_PROBES.map(async (name) => {
      const member = await createMember({ name });
      return { ...member, token: await apiToken(member.phone, member.password) };
    }),
  );
}

/** A public course and a public material to comment on (the catalogue's first course, a later material). */
export async function commentTargets(): Promise<{ courseId: number; goodsId: number }> {
  const { courses } = await apiOk<{ courses: { id: number }[] }>(
    'GET',
    '/api/courses?limit=1&offset=0&sort=0',
  );
  const { goods } = await apiOk<{ goods: { id: number }[] }>('GET', '/api/goods?limit=12&offset=0&sort=0');
  return { courseId: courses[0]!.id, goodsId: goods.at(-1)!.id };
}

/**
 * Every vector in comments (500 characters, several vectors each) on the course and on the material, and in
 * replies to the course comments. The course comments are mostly `author`'s (≤ 10 a day; the rest go to the
 * next member) so that author's message page shows the replies; replies and material comments rotate over
 * the others (each member's daily limits hold).
 */
export async function seedComments(
  members: Seeded[],
  targets: { courseId: number; goodsId: number },
): Promise<{ course: Placed[]; replies: Placed[]; replyToAuthor: Placed[]; goods: Placed[] }> {
  const packs = pack(VECTORS, 500);
  const [author, second, ...others] = members;
  const course: Placed[] = [];
  const replies: Placed[] = [];
  const replyToAuthor: Placed[] = [];
  for (const [i, placed] of packs.entries()) {
    const poster = i < 10 ? author! : second!;
    const comment = await apiOk<{ id: number }>(
      'POST',
      '/api/comments',
      { content: placed.text, target_id: targets.courseId, target_type: 'course' },
      poster.token,
    );
    course.push(placed);
    // The reply carries the next pack, so each vector shows once in a comment and once in a reply.
    const reply = packs[(i + 1) % packs.length]!;
    await apiOk(
      'POST',
      '/api/comments/reply',
      { content: reply.text, comment_id: comment.id },
      others[i % others.length]!.token,
    );
    replies.push(reply);
    if (poster === author) replyToAuthor.push(reply);
  }
  const goods: Placed[] = [];
  for (const [i, placed] of packs.entries()) {
    await apiOk(
      'POST',
      '/api/comments',
      { content: placed.text, target_id: targets.goodsId, target_type: 'goods' },
      others[i % others.length]!.token,
    );
    goods.push(placed);
  }
  return { course, replies, replyToAuthor, goods };
}

/**
 * Vectors the intro keeps exactly as typed: it is HTML now (000 §2.14), refused when it holds a script,
 * handler or javascript: URL and sanitised on store, so only texts without markup characters (< > & ") come
 * back and show unchanged; tag-like vectors are the creators' rich-text fields' part of the corpus.
 */
export const introVectors = () => VECTORS.filter((v) => !/[<>&"]/.test(v.text) && !hasScript(v.text));

/**
 * The profile's text fields of each member: signature (100), occupation (50), WeChat (50) and the intro
 * (500, tag-free vectors only), vectors spread over members so that every member's fields carry some.
 */
export async function seedProfiles(members: Seeded[]): Promise<Map<number, Placed[]>> {
  const placedBy = new Map<number, Placed[]>(members.map((m) => [m.id, []]));
  const fields: [type: string, max: number, vectors: Vector[]][] = [
    ['sign', 100, VECTORS],
    ['occupation', 50, VECTORS.slice().reverse()],
    ['wechat', 50, VECTORS.slice(40)],
    ['intro', 500, introVectors()],
  ];
  for (const [type, max, vectors] of fields) {
    const packs = pack(vectors, max);
    for (const [i, member] of members.entries()) {
      const placed = packs[i % packs.length]!;
      await apiOk('POST', '/api/user/update', { type, value: placed.text }, member.token);
      placedBy.get(member.id)!.push(placed);
    }
  }
  return placedBy;
}

/** Up to 20 addresses (the limit) of one member: recipient (50) and address (255) both carry vectors. */
export async function seedAddresses(member: Seeded): Promise<Placed[]> {
  const addresses = pack(VECTORS, 255).slice(0, 20);
  const names = pack(VECTORS.slice().reverse(), 50);
  const placed: Placed[] = [];
  for (const [i, address] of addresses.entries()) {
    const name = names[i % names.length]!;
    await apiOk(
      'POST',
      '/api/address',
      { name: name.text, phone: '13800138000', address: address.text, post_code: '100000', status: 0 },
      member.token,
    );
    placed.push(address, name);
  }
  return placed;
}

/** 20 personal invoice headers (the limit) whose names (100) carry vectors. */
export async function seedInvoiceHeaders(member: Seeded): Promise<Placed[]> {
  const headers = pack(VECTORS, 100).slice(0, 20);
  for (const header of headers)
    await apiOk(
      'POST',
      '/api/invoice/info',
      { invoice_type: 1, header_type: 1, header_name: header.text, is_default: 0 },
      member.token,
    );
  return headers;
}

/** The member may submit courses (creator flags are given by staff). */
export async function makeCreator(member: Seeded): Promise<void> {
  const token = await staffToken(STAFF.admin);
  await apiOk(
    'POST',
    `/api/admin/members/${member.id}/flags`,
    { can_upload_course: true, can_upload_plug: true, can_upload_goods: true, bind: false },
    token,
  );
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { commentReplies, comments, follows, users } from '../../db/schema.ts';
import { createMember, jpegBytes, logIn, multipart } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const member = await createMember(t);
  return { member, token: await logIn(t, member.phone!) };
}
const rowOf = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const update = (token: string, type: unknown, value: unknown) =>
  t.call('POST', '/api/user/update', { body: { type, value }, token });

async function upload(token: string | null, bytes: Buffer, name = 'me.jpg', type = 'image/jpeg') {
  const form = multipart('file', name, type, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form.body,
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

describe('POST /api/user/update', () => {
  it.each([
    ['name', '  设计师小王 ', '设计师小王'],
    ['sex', '2', '2'],
    ['sign', '参数化设计爱好者', '参数化设计爱好者'],
    ['intro', '十年幕墙设计经验 & 3D 渲染', '十年幕墙设计经验 &amp; 3D 渲染'],
    ['intro', '<p>十年<b>幕墙</b>设计</p>', '<p>十年<b>幕墙</b>设计</p>'],
    ['occupation', '建筑师', '建筑师'],
    ['wechat', 'wx_designer', 'wx_designer'],
    ['qq', '123456789', '123456789'],
  ])('saves %s', async (type, value, stored) => {
    const { member, token } = await signedIn();
    expect(await update(token, type, value)).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await t.call('GET', '/api/user', { token })).data[type]).toBe(stored);
    expect((await rowOf(member.id)).id).toBe(member.id);
  });

  it('keeps an intro as sanitised HTML, which the public profile (000 §2.14) answers to be rendered as HTML', async () => {
    const { member, token } = await signedIn();
    const typed =
      '<p style="color:red">擅长<b>参数化</b>设计</p><a href="https://example.com/works">作品集</a><form>表单</form>';
    expect(await update(token, 'intro', typed)).toMatchObject({ code: 200, msg: '修改成功' });
    const html =
      '<p>擅长<b>参数化</b>设计</p><a href="https://example.com/works" target="_blank" rel="noopener noreferrer">作品集</a>表单';
    expect((await t.call('GET', '/api/user', { token })).data.intro).toBe(html);
    const card = await t.call('GET', `/api/getUserFansInfo/${member.id}`);
    expect(card.data.userInfo.intro).toBe(html);
  });

  it('accepts sex as a number', async () => {
    const { token } = await signedIn();
    expect(await update(token, 'sex', 1)).toMatchObject({ code: 200 });
    expect((await t.call('GET', '/api/user', { token })).data.sex).toBe('1');
  });

  it.each([
    ['empty name', 'name', ' ', '请输入昵称'],
    ['name of 9 characters', 'name', '一二三四五六七八九', '昵称长度为 1 到 8 个字符'],
    ['10,000-character name', 'name', 'n'.repeat(10_000), '内容过长'],
    ['sex 3', 'sex', '3', '请选择性别'],
    ['empty sign', 'sign', '', '请输入签名'],
    ['sign over 100', 'sign', 's'.repeat(101), '签名不能超过 100 个字符'],
    ['empty intro', 'intro', '', '请输入个人简介'],
    [
      'a script in the intro',
      'intro',
      '<img src=x onerror=alert(1)>',
      '内容包含不允许的脚本或事件代码，请删除后再提交',
    ],
    ['intro over 500', 'intro', 'i'.repeat(501), '个人简介不能超过 500 个字符'],
    ['intro text over 500 in markup', 'intro', `<p>${'字'.repeat(501)}</p>`, '个人简介不能超过 500 个字符'],
    ['intro markup over 5,000', 'intro', '<b></b>'.repeat(715) + '字', '内容过长'],
    ['an intro that is empty once cleaned', 'intro', '<p> </p><form></form>', '请输入个人简介'],
    ['empty occupation', 'occupation', '', '请输入职业'],
    ['empty wechat', 'wechat', '', '请输入微信号'],
    ['qq with letters', 'qq', '12ab56', '请输入正确的QQ号'],
    ['an outside avatar URL', 'avatar', 'https://evil.example.com/x.jpg', '头像地址无效，请重新上传'],
    [
      'an avatar path outside avatars/',
      'avatar',
      '/files/public/covers/202501/abcdefgh12.jpg',
      '头像地址无效，请重新上传',
    ],
    ['an unknown type', 'password', 'x', '修改项错误'],
    ['a missing type', undefined, 'x', '修改项错误'],
    ['a missing value', 'sign', undefined, '请填写修改内容'],
    ['an object value', 'sign', { a: 1 }, '请填写修改内容'],
  ])('refuses %s and changes nothing', async (_label, type, value, msg) => {
    const { member, token } = await signedIn();
    const before = await rowOf(member.id);
    expect(await update(token, type, value)).toMatchObject({ status: 200, code: 4022, msg });
    expect(await rowOf(member.id)).toEqual(before);
  });

  it('needs a session', async () => {
    expect(await update('', 'name', '某人')).toMatchObject({ code: 4001 });
  });
});

describe('POST /api/upload, then the avatar (001 §7: one upload call, the use checked on save)', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(100),
  ]);

  it("stores a picture under the member's uploads, and a JPEG under 2 MB can become the avatar", async () => {
    const { member, token } = await signedIn();
    const res = await upload(token, jpegBytes(1500 * 1024));
    expect(res).toMatchObject({ status: 200, code: 200, msg: 'success' });
    expect(res.data.filename).toMatch(
      new RegExp(`^files/public/uploads/${member.id}/[A-Za-z0-9_-]{22}\\.jpg$`),
    );
    const key = res.data.filename.slice('files/'.length);
    expect(await t.ctx.services.storage.exists(key)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: `/${res.data.filename}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    // 001 §7: the client saves API base + '/' + filename.
    expect(await update(token, 'avatar', `http://localhost:3000/${res.data.filename}`)).toMatchObject({
      code: 200,
    });
    expect((await rowOf(member.id)).avatar).toBe(`/${res.data.filename}`);
    expect(await update(token, 'avatar', `/${res.data.filename}`)).toMatchObject({ code: 200 });
  });

  it("refuses as the avatar a PNG, 2 MB or more, another member's upload or a file never stored; nothing changes", async () => {
    const { member, token } = await signedIn();
    const other = await signedIn();
    const png = await upload(token, PNG, 'photo.jpg', 'image/jpeg');
    expect(png).toMatchObject({ code: 200 });
    expect(png.data.filename).toMatch(/\.png$/);
    const big = await upload(token, jpegBytes(2 * 1024 * 1024));
    const theirs = await upload(other.token, jpegBytes());
    const cases: [string, number, string][] = [
      [`/${png.data.filename}`, 4022, '上传头像图片只能是 JPG 格式!'],
      [`/${big.data.filename}`, 4022, '上传头像图片大小不能超过 2MB!'],
      [`/${theirs.data.filename}`, 4009, '头像文件不存在，请重新上传'],
      [`/files/public/uploads/${member.id}/abcdefghijklmnopqrstuv.jpg`, 4009, '头像文件不存在，请重新上传'],
      ['/files/public/avatars/202501/abcdefghijklmnopqrstuv.jpg', 4009, '头像文件不存在，请重新上传'],
    ];
    for (const [value, code, msg] of cases)
      expect(await update(token, 'avatar', value)).toMatchObject({ code, msg });
    expect((await rowOf(member.id)).avatar).toBe(member.avatar);
    const justUnder = await upload(token, jpegBytes(2 * 1024 * 1024 - 1));
    expect(await update(token, 'avatar', `/${justUnder.data.filename}`)).toMatchObject({ code: 200 });
  });

  it('refuses anything but a JPEG or PNG by content, and over 10 MB', async () => {
    const { token } = await signedIn();
    expect(await upload(token, Buffer.from('hello'), 'a.jpg', 'image/jpeg')).toMatchObject({
      status: 200,
      code: 4022,
      msg: '图片只能是 JPG 或 PNG 格式',
    });
    expect(await upload(token, jpegBytes(10 * 1024 * 1024 + 1))).toMatchObject({
      code: 4022,
      msg: '图片不能超过 10MB',
    });
    expect((await upload(token, jpegBytes(10 * 1024 * 1024))).code).toBe(200);
  });

  it('refuses a request without a file, or without multipart, and a guest', async () => {
    const { token } = await signedIn();
    expect(await t.call('POST', '/api/upload', { body: { file: 'x' }, token })).toMatchObject({
      code: 4022,
      msg: '请选择要上传的图片',
    });
    const boundary = '----empty';
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--${boundary}--\r\n`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
      },
    });
    expect(empty.json()).toMatchObject({ code: 4022, msg: '请选择要上传的图片' });
    expect(await upload(null, jpegBytes())).toMatchObject({ code: 4001 });
  });
});

describe('GET /api/user extras', () => {
  it('wait_read counts unread replies by others to my comments', async () => {
    const { member, token } = await signedIn();
    const other = await createMember(t);
    const [mine] = await t.ctx.db
      .insert(comments)
      .values({ userId: member.id, targetType: 'course', targetId: 1, content: '好课' })
      .returning();
    const [theirs] = await t.ctx.db
      .insert(comments)
      .values({ userId: other.id, targetType: 'goods', targetId: 1, content: '好素材' })
      .returning();
    await t.ctx.db.insert(commentReplies).values([
      { commentId: mine!.id, userId: other.id, content: '同意' },
      { commentId: mine!.id, userId: other.id, content: '已读的', readAt: new Date() },
      { commentId: mine!.id, userId: member.id, content: '我自己的回复' },
      { commentId: theirs!.id, userId: member.id, content: '回复别人' },
    ]);
    expect((await t.call('GET', '/api/user', { token })).data.wait_read).toBe(1);
  });

  it('vip and integral', async () => {
    const { member, token } = await signedIn();
    await t.ctx.db
      .update(users)
      .set({ integral: '12.50', vipEndtime: new Date('2030-01-01T04:00:00Z') })
      .where(eq(users.id, member.id));
    expect((await t.call('GET', '/api/user', { token })).data).toMatchObject({
      integral: 12.5,
      vip: { permanent: false, endtime: '2030-01-01 12:00:00' },
    });
    await t.ctx.db.update(users).set({ vipPermanent: true, vipEndtime: null }).where(eq(users.id, member.id));
    expect((await t.call('GET', '/api/user', { token })).data.vip).toEqual({
      permanent: true,
      endtime: null,
    });
  });
});

describe('GET /api/getUserFansInfo/:uid', () => {
  it('answers counts and the public card; isfans for a follower; isfansShow false on one own profile', async () => {
    const author = await createMember(t, { name: '作者' });
    await t.ctx.db
      .update(users)
      .set({ intro: '<b>不是HTML</b>', avatar: '/files/public/avatars/202501/a.jpg' })
      .where(eq(users.id, author.id));
    const { member: fan, token } = await signedIn();
    const third = await createMember(t);
    await t.ctx.db.insert(follows).values([
      { followerId: fan.id, followeeId: author.id },
      { followerId: third.id, followeeId: author.id },
      { followerId: author.id, followeeId: third.id },
    ]);
    const guest = await t.call('GET', `/api/getUserFansInfo/${author.id}`);
    expect(guest).toMatchObject({
      code: 200,
      data: {
        isfans: false,
        fansNum: 2,
        attentionNum: 1,
        isfansShow: true,
        userInfo: {
          id: author.id,
          name: '作者',
          avatar: '/files/public/avatars/202501/a.jpg',
          intro: '<b>不是HTML</b>',
        },
      },
    });
    expect(Object.keys(guest.data.userInfo).sort()).toEqual(['avatar', 'id', 'intro', 'name']);
    expect((await t.call('GET', `/api/getUserFansInfo/${author.id}`, { token })).data).toMatchObject({
      isfans: true,
      isfansShow: true,
    });
    const own = await t.call('GET', `/api/getUserFansInfo/${fan.id}`, { token });
    expect(own.data).toMatchObject({ isfans: false, isfansShow: false, fansNum: 0, attentionNum: 1 });
  });

  it('an invalid token is treated as a guest', async () => {
    const author = await createMember(t);
    expect(await t.call('GET', `/api/getUserFansInfo/${author.id}`, { token: 'bogus' })).toMatchObject({
      code: 200,
      data: { isfansShow: true },
    });
  });

  it.each([['abc'], ['0'], ['-1'], ['99999999999']])('refuses uid %s', async (uid) => {
    expect(await t.call('GET', `/api/getUserFansInfo/${uid}`)).toMatchObject({
      status: 200,
      code: 4022,
      msg: '用户不存在',
    });
  });

  it('answers 4004 for an unknown member', async () => {
    expect(await t.call('GET', '/api/getUserFansInfo/2147483000')).toMatchObject({
      code: 4004,
      msg: '用户不存在',
    });
  });
});

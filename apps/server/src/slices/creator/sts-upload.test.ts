import { chinaDateKey } from '@app/contract';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { policyAllows, startStsDouble } from '../../../test/sts-double.ts';
import { contributions } from './schema.ts';
import { catalogueRefs, member, png, startS3, upload } from './testing.ts';
import { directUploads } from './uploads/index.ts';

/**
 * 001 §7's direct upload with a provider STS (issue 31 item 3), end to end against doubles: GET /api/oss
 * asks the STS double for credentials (it checks the AssumeRole signature), an S3 SDK puts the files with
 * them to documents-format keys (the S3 double accepts them only as the session policy allows), and
 * POST /api/userput/plug copies what it names to keys the policy does not reach.
 */
const POLICY = JSON.stringify({
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Action: ['s3:PutObject', 's3:ListMultipartUploadParts', 's3:AbortMultipartUpload'],
      Resource: ['arn:aws:s3:::creator-bucket/clients/uploads/*'],
    },
  ],
});

let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3>>;
let sts: Awaited<ReturnType<typeof startStsDouble>>;
let creator: { id: number; token: string };

beforeAll(async () => {
  sts = await startStsDouble({
    accessKeyId: 'PLATFORMKEY',
    secretAccessKey: 'platform-secret',
    region: 'us-east-1',
  });
  s3 = await startS3(sts.guard);
  t = await startTestApp({
    ...s3.env,
    STS_PROVIDER: 'aws',
    STS_ENDPOINT: sts.url,
    STS_ROLE_ARN: 'arn:aws:iam::123456789012:role/creator-uploads',
    STS_ACCESS_KEY_ID: 'PLATFORMKEY',
    STS_ACCESS_KEY_SECRET: 'platform-secret',
  });
  creator = await member(t, { kinds: ['plug'] });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await sts?.close();
});

/** The credentials a spec client reads (001 §7: data.oss) as an S3 SDK client. */
async function sdkClient(token: string) {
  const answer = await t.call('GET', '/api/oss', { token });
  expect(answer.code).toBe(200);
  const { oss, endpoint } = answer.data;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: oss.AccessKeyId,
      secretAccessKey: oss.AccessKeySecret,
      sessionToken: oss.SecurityToken,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const put = async (key: string, body: Buffer, type: string) =>
    client.send(new PutObjectCommand({ Bucket: oss.BucketName, Key: key, Body: body, ContentType: type }));
  return { answer, client, put };
}

/** 001 §7: clients/uploads/{year}{month}{day}/{epochMillis}{file name without spaces}. */
const documentsKey = (name: string) =>
  `clients/uploads/${chinaDateKey(Date.now()).replace(/-/g, '')}/${Date.now()}${name.replace(/\s/g, '')}`;

const plugBody = (cateId: number, cover: string, pkg: string) => ({
  images: cover,
  name: '直传插件',
  tag: [],
  price: '2',
  type: '原创',
  author: '作者',
  cate_id: cateId,
  intro: '<p>介绍</p>',
  web_link: 'https://example.com/p',
  intros: [{ name: '图.png', url: cover }],
  push: true,
  status: 2,
  detailList: [
    { version_code: '1.0', platform: 'Rhino 8', description: '首发', type: 'package', index: 1, link: pkg },
  ],
});

describe('direct upload to the provider with STS credentials', () => {
  it('answers real temporary credentials from AssumeRole with the upload-only session policy, 15 minutes', async () => {
    const { answer } = await sdkClient(creator.token);
    const session = sts.sessions.get(answer.data.oss.AccessKeyId)!;
    expect(session).toBeDefined();
    expect(answer.data.oss).toMatchObject({
      AccessKeySecret: session.secretAccessKey,
      SecurityToken: session.sessionToken,
      BucketName: 'creator-bucket',
    });
    expect(answer.data).toMatchObject({
      direct: true,
      prefix: 'clients/uploads/',
      endpoint: s3.env.S3_ENDPOINT,
    });
    expect(session).toMatchObject({
      policy: POLICY,
      durationSeconds: 900,
      roleArn: 'arn:aws:iam::123456789012:role/creator-uploads',
      sessionName: `member-${creator.id}`,
    });
    const left = Date.parse(answer.data.oss.Expiration) - Date.now();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);
    // The site's own uploader keeps its platform token.
    expect(answer.data.upload_token).toMatch(new RegExp(`^${creator.id}\\.`));
    // Members without a creator flag get nothing from the STS.
    const plain = await member(t);
    expect(await t.call('GET', '/api/oss', { token: plain.token })).toMatchObject({ code: 4003 });
  });

  it('accepts an SDK upload to a documents-format key; the submission keeps a copy outside the policy', async () => {
    const refs = await catalogueRefs(t, 'plug');
    const { put } = await sdkClient(creator.token);
    const coverKey = documentsKey('封面 图.png');
    const pkgKey = documentsKey('tool v1.zip');
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(400, 1)]);
    await put(coverKey, png(), 'image/png');
    await put(pkgKey, zip, 'application/zip');
    // The same credentials cannot write where the platform keeps files.
    await expect(put(`public/members/${creator.id}/x.png`, png(), 'image/png')).rejects.toThrow(
      /AccessDenied|Access Denied/,
    );

    const saved = await t.call('POST', '/api/userput/plug', {
      token: creator.token,
      body: plugBody(refs.cateId, coverKey, pkgKey),
    });
    expect(saved).toMatchObject({ code: 200, msg: '提交成功' });
    const [row] = await t.ctx.db.select().from(contributions).where(eq(contributions.id, saved.data.id));
    const cover = row!.cover;
    const pkg = (row!.detail as { link: string }[])[0]!.link;
    expect(cover).toMatch(
      new RegExp(`^public/members/${creator.id}/submitted/\\d{8}/\\d{13}[0-9a-f]{6}封面图\\.png$`),
    );
    expect(pkg).toMatch(
      new RegExp(`^members/${creator.id}/submitted/\\d{8}/\\d{13}[0-9a-f]{6}toolv1\\.zip$`),
    );
    expect(row!.images).toEqual([{ name: '图.png', url: cover }]);
    for (const key of [cover, pkg]) {
      expect(key.startsWith('clients/uploads/')).toBe(false);
      expect(policyAllows(POLICY, 's3:PutObject', `arn:aws:s3:::creator-bucket/${key}`)).toBe(false);
    }
    expect(policyAllows(POLICY, 's3:PutObject', `arn:aws:s3:::creator-bucket/${coverKey}`)).toBe(true);
    // The copies are the member's recorded uploads, typed by their bytes.
    const owned = await t.ctx.db.select().from(directUploads).where(eq(directUploads.userId, creator.id));
    expect(owned.map((u) => [u.key, u.purpose, u.state, u.contentType])).toEqual(
      expect.arrayContaining([
        [cover, 'image', 'complete', 'image/png'],
        [pkg, 'plugin', 'complete', 'application/zip'],
      ]),
    );
    // Swapping the uploaded file after submission changes nothing the reviewer sees.
    await put(coverKey, Buffer.from('not a picture any more'), 'image/png');
    const stored = await t.ctx.services.storage.get(cover);
    expect(Buffer.concat(await stored!.body.toArray()).equals(png())).toBe(true);
    expect(await t.ctx.services.storage.head(cover)).toMatchObject({ contentType: 'image/png' });
  });

  it('keeps the site uploader’s own uploads out of the prefix the credentials reach', async () => {
    const done = await upload(t, creator.token, {
      purpose: 'plugin',
      name: '插件 包.zip',
      content: Buffer.alloc(300, 2),
      type: 'application/zip',
    });
    expect(done.key).toMatch(new RegExp(`^members/${creator.id}/uploads/\\d{8}/\\d{13}插件包\\.zip$`));
    expect(policyAllows(POLICY, 's3:PutObject', `arn:aws:s3:::creator-bucket/${done.key}`)).toBe(false);
  });

  it('refuses a named object that is missing or whose bytes do not fit, and writes nothing', async () => {
    const refs = await catalogueRefs(t, 'plug');
    const { put } = await sdkClient(creator.token);
    const pkgKey = documentsKey('tool.zip');
    await put(pkgKey, Buffer.alloc(100, 3), 'application/zip');
    const fakeCover = documentsKey('cover.png');
    await put(fakeCover, Buffer.from('<svg onload="x()"/>'), 'image/png');
    const before = (await t.ctx.db.select().from(contributions)).length;
    const missing = await t.call('POST', '/api/userput/plug', {
      token: creator.token,
      body: plugBody(refs.cateId, documentsKey('nothing.png'), pkgKey),
    });
    expect(missing).toMatchObject({ code: 4022, msg: '文件不存在或未上传完成，请重新上传' });
    const notPicture = await t.call('POST', '/api/userput/plug', {
      token: creator.token,
      body: plugBody(refs.cateId, fakeCover, pkgKey),
    });
    expect(notPicture).toMatchObject({
      code: 4022,
      msg: '文件内容不是 JPG、PNG 或 GIF 图片（与声明的类型不符），请重新上传',
    });
    expect((await t.ctx.db.select().from(contributions)).length).toBe(before);
  });
});

import { z } from 'zod';
import { M } from '../messages.ts';
import {
  CONTRIBUTION_KINDS,
  contributionMessages,
  ContributionStatus,
  hasScript,
  isHttpLink,
  isValidPrice,
} from '../rules/contribution.ts';

/**
 * Request and answer shapes of creator contributions (001 §3 "Contribution, common fields" and the
 * kind extras). Forms send numbers as numbers or text and ids as strings; blanks read as "not filled",
 * and what is required is checked only when the form goes to review (status 2), so a draft may be partial.
 */

/** Which kind of contribution a path or query names (creators' calls and the back office's review queue). */
export const contributionKind = z.enum(CONTRIBUTION_KINDS, { error: contributionMessages.kindInvalid });

const blank = (v: unknown) => v === '' || v === null || v === undefined;
const text = (max: number) =>
  z.preprocess(
    (v) => (blank(v) ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: M.badRequest }).trim().max(max, `内容不能超过 ${max} 个字符`),
  );
/** An optional link field: blank, or an http(s) address (isHttpLink). */
const link = (msg: string) => text(500).refine((v) => v === '' || isHttpLink(v), msg);
/** A storage object name from an upload answer (its key). */
const objectName = text(1024);
const richText = z
  .preprocess((v) => (blank(v) ? '' : v), z.string({ error: M.badRequest }).max(200_000, '内容过长'))
  .refine((html) => !hasScript(html), contributionMessages.scriptRefused);
const optionalId = z.preprocess(
  (v) => (blank(v) ? undefined : v),
  z.coerce
    .number({ error: M.badRequest })
    .int(M.badRequest)
    .positive(M.badRequest)
    .max(2_147_483_647)
    .optional(),
);
const cateId = z.preprocess(
  (v) => (blank(v) ? 0 : v),
  z.coerce
    .number({ error: contributionMessages.cateRequired })
    .int(contributionMessages.cateRequired)
    .min(0)
    .max(2_147_483_647),
);
const tagIds = z.preprocess(
  (v) => (blank(v) ? [] : typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z
    .array(
      z.coerce
        .number({ error: contributionMessages.tagInvalid })
        .int(contributionMessages.tagInvalid)
        .positive(contributionMessages.tagInvalid),
      {
        error: contributionMessages.tagInvalid,
      },
    )
    .max(20, '标签最多 20 个'),
);
const price = z
  .preprocess(
    (v) => (blank(v) ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: contributionMessages.priceInvalid }),
  )
  .refine((v) => v === '' || isValidPrice(v), contributionMessages.priceInvalid)
  .transform((v) => v.trim());
const status = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d\s*$/.test(v) ? Number(v) : v),
  z.union([z.literal(ContributionStatus.draft), z.literal(ContributionStatus.published)], {
    error: '状态错误，只能存入草稿或立即发布',
  }),
);
const flag = z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean());
const origin = z.preprocess(
  (v) => (blank(v) ? '' : v),
  z.enum(['', '原创', '转载'], { error: contributionMessages.typeRequired }),
);
const index = z.coerce.number({ error: M.badRequest }).int(M.badRequest).min(1, M.badRequest).max(1000);
export const fileRef = z.object({ name: text(255), url: objectName });
export type FileRef = z.infer<typeof fileRef>;
const fileList = z.preprocess(
  (v) => (blank(v) ? [] : v),
  z.array(fileRef).max(8, contributionMessages.tooManyImages),
);
/** A list of images as [{name, url}] or plain object names, at most 8. */
const imageList = z.preprocess(
  (v) =>
    blank(v) ? [] : Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? { name: x, url: x } : x)) : v,
  z.array(fileRef, { error: M.badRequest }).max(8, contributionMessages.tooManyImages),
);

export const coursewareItem = z.object({
  images: objectName,
  name: z
    .string({ error: contributionMessages.itemNameRequired })
    .trim()
    .min(1, contributionMessages.itemNameRequired)
    .max(100, '标题不能超过 100 个字符'),
  type: z.enum(['task', 'chapter', 'annex'], { error: contributionMessages.itemTypeRequired }),
  /** The uploaded video (task) or file (annex). */
  link: objectName,
  /** `index` of the parent chapter in the same list. */
  parent: z.preprocess((v) => (blank(v) ? undefined : v), index.optional()),
  index,
  fileList,
});
export type CoursewareItem = z.infer<typeof coursewareItem>;

export const pluginVersion = z.object({
  version_code: z
    .string({ error: contributionMessages.versionCodeRequired })
    .trim()
    .min(1, contributionMessages.versionCodeRequired)
    .max(32, '版本号不能超过 32 个字符'),
  platform: text(50),
  description: text(2000),
  type: z.enum(['package', 'manual', 'case'], { error: contributionMessages.versionTypeRequired }),
  link: objectName,
  index,
  fileList,
});
export type PluginVersionInput = z.infer<typeof pluginVersion>;

/** A count or switch of the form (001 §3 "numbers, default 0"): blank reads 0, true/false 1/0. */
const formNumber = z.preprocess(
  (v) => (blank(v) ? 0 : v === true ? 1 : v === false ? 0 : v),
  z.coerce.number({ error: M.badRequest }).int(M.badRequest).min(0, M.badRequest).max(2_147_483_647),
);
/** An amount of the form (光子 or yuan, two decimals at most, as a price): blank reads 0. */
const formAmount = z.preprocess(
  (v) => (blank(v) ? '0' : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: M.badRequest })
    .refine(isValidPrice, M.badRequest)
    .transform((v) => Number(v.trim())),
);
/** `videos`: the form's video field, an object name or a list of {name, url} (001 §3 leaves its shape open). */
const videosField = z.preprocess(
  (v) => (blank(v) ? '' : v),
  z.union([objectName, z.array(fileRef).max(300, '视频最多 300 个')], { error: M.badRequest }),
);

/**
 * The common fields 001 §3 lists that the platform itself does not act on (approval publishes from the
 * other fields): kept as the creator sent them and read back, so editing a draft round-trips.
 */
export const contributionFormFields = {
  sz_course_id: formNumber,
  is_publish: formNumber,
  is_integral: formNumber,
  integral_num: formAmount,
  give_integral: formAmount,
  send: formNumber,
  market_price: formAmount,
  videos: videosField,
};
/** The form fields as the row keeps them (`push` and course `iskechegn` too). */
export type ContributionFormFields = {
  [K in keyof typeof contributionFormFields]: z.infer<(typeof contributionFormFields)[K]>;
} & { push: boolean; iskechegn: number };

const common = {
  id: optionalId,
  ...contributionFormFields,
  name: text(100),
  author: text(50),
  explain: text(255),
  type: origin,
  external_link: link(contributionMessages.externalLinkInvalid),
  web_link: link(contributionMessages.webLinkInvalid),
  cate_id: cateId,
  tag: tagIds,
  price,
  status,
  push: flag,
};

const required = (ctx: z.RefinementCtx, problems: [boolean, string][]) => {
  const found = problems.find(([missing]) => missing);
  if (found) ctx.addIssue({ code: 'custom', message: found[1] });
};

/** Item and version references must point at a chapter / be unique by index (001 §3 "Index rule"). */
function checkIndexes(ctx: z.RefinementCtx, list: { index: number; type: string; parent?: number }[]) {
  const seen = new Set<number>();
  for (const item of list) {
    if (seen.has(item.index)) ctx.addIssue({ code: 'custom', message: '序号重复，请重新添加' });
    seen.add(item.index);
  }
  const chapters = new Set(list.filter((i) => i.type === 'chapter').map((i) => i.index));
  if (list.some((i) => i.parent !== undefined && (i.type === 'chapter' || !chapters.has(i.parent))))
    ctx.addIssue({ code: 'custom', message: '所属章节不存在' });
}

export const courseBody = z
  .object(
    {
      ...common,
      images: objectName,
      intro: richText,
      iskechegn: formNumber,
      detailList: z.preprocess(
        (v) => (blank(v) ? [] : v),
        z.array(coursewareItem).max(300, '课件最多 300 项'),
      ),
    },
    { error: M.badRequest },
  )
  .superRefine((b, ctx) => {
    checkIndexes(ctx, b.detailList);
    if (b.status !== ContributionStatus.published) return;
    required(ctx, [
      [!b.images, contributionMessages.coverRequired],
      [!b.name, contributionMessages.courseNameRequired],
      [!b.price, contributionMessages.priceRequired],
      [!b.type, contributionMessages.typeRequired],
      [b.type === '转载' && !b.external_link, contributionMessages.externalLinkRequired],
      [!b.push, contributionMessages.pushRequired],
      [!b.author, contributionMessages.authorRequired],
      [!b.cate_id, contributionMessages.cateRequired],
      [!b.intro.trim(), contributionMessages.introRequired],
      [!b.detailList.some((i) => i.type === 'task' && i.link), contributionMessages.videosRequired],
    ]);
  });
export type CourseBody = z.infer<typeof courseBody>;

export const plugBody = z
  .object(
    {
      ...common,
      images: objectName,
      intro: richText,
      intros: imageList,
      detailList: z.preprocess(
        (v) => (blank(v) ? [] : v),
        z.array(pluginVersion).max(100, '版本最多 100 个'),
      ),
      reload: flag,
    },
    { error: M.badRequest },
  )
  .superRefine((b, ctx) => {
    checkIndexes(ctx, b.detailList);
    if (b.detailList.some((v) => b.status === ContributionStatus.published && !v.link))
      ctx.addIssue({ code: 'custom', message: contributionMessages.versionFileRequired });
    if (b.reload) {
      // The approved-plugin form carries only its versions (001 §2.19).
      if (!b.id) ctx.addIssue({ code: 'custom', message: contributionMessages.reloadOnlyPlugin });
      return;
    }
    if (b.status !== ContributionStatus.published) return;
    required(ctx, [
      [!b.images, contributionMessages.coverRequired],
      [!b.name, contributionMessages.plugNameRequired],
      [!b.price, contributionMessages.priceRequired],
      [!b.type, contributionMessages.typeRequired],
      [!b.push, contributionMessages.pushRequired],
      [!b.author, contributionMessages.authorRequired],
      [!b.cate_id, contributionMessages.cateRequired],
      [!b.intro.trim(), contributionMessages.introRequired],
      [!b.detailList.some((v) => v.type === 'package'), contributionMessages.versionFileRequired],
    ]);
  });
export type PlugBody = z.infer<typeof plugBody>;

export const goodsBody = z
  .object(
    {
      ...common,
      images: imageList,
      desc: richText,
      material: objectName,
      fileList,
    },
    { error: M.badRequest },
  )
  .superRefine((b, ctx) => {
    if (b.status !== ContributionStatus.published) return;
    // Reading two of 001 §5 (the fields the form shows), plus the file a material is for.
    required(ctx, [
      [b.images.length === 0, contributionMessages.coverRequired],
      [!b.name, contributionMessages.goodsNameRequired],
      [!b.price, contributionMessages.priceRequired],
      [!b.cate_id, contributionMessages.cateRequired],
      [!b.desc.trim(), contributionMessages.introRequired],
      [!(b.material || b.fileList[0]?.url), contributionMessages.materialRequired],
    ]);
  });
export type GoodsBody = z.infer<typeof goodsBody>;

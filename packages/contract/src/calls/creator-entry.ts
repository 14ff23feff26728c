import { z } from 'zod';

/**
 * The answer entry of `GET /api/getUserPut/{kind}` in 001 §3's read-back form: material `images` and plugin
 * `intros` as the JSON texts the client parses, `detail` the JSON text of detailList, and the common form
 * fields as the creator sent them.
 */

/** A {name, url} pair in answers (answers are encoded, so they carry no input transforms). */
const fileOut = z.object({ name: z.string(), url: z.string() });

const transcode = z
  .object({
    state: z.enum(['uploaded', 'transcoding', 'ready', 'failed']),
    progress: z.number().int().describe('转码进度 0–100'),
  })
  .nullable();

export const contributionEntry = z.object({
  id: z.number().int(),
  kind: z.enum(['course', 'plug', 'goods']),
  name: z.string(),
  author: z.string(),
  cover: z.string().describe('封面地址（DoMain + 对象名）'),
  images: z
    .string()
    .describe(
      'course/plug：封面对象名；goods：对象名数组的 JSON 文本（规格的读回形式，客户端转成 [{name,url}]）',
    ),
  intro: z.string(),
  desc: z.string(),
  explain: z.string(),
  type: z.string(),
  external_link: z.string(),
  web_link: z.string(),
  cate_id: z.number().int(),
  tag: z.array(z.number().int()),
  price: z.number(),
  status: z.number().int(),
  is_check: z.number().int(),
  errors: z.string(),
  state_label: z.string().describe('未发布 / 审核中 / 已通过 / 未通过：理由'),
  created_at: z.string(),
  detail: z.string().describe('detailList 的 JSON 文本（规格的读回形式）'),
  detailList: z.array(
    z.record(z.string(), z.unknown()).describe('课件项（带 transcode 转码状态）或插件版本'),
  ),
  intros: z.string().describe('plug：展示图 [{name,url}] 的 JSON 文本（规格的读回形式）；其他为 "[]"'),
  sz_course_id: z.number().int(),
  is_publish: z.number().int(),
  is_integral: z.number().int(),
  integral_num: z.number(),
  give_integral: z.number(),
  send: z.number().int(),
  market_price: z.number(),
  videos: z.union([z.string(), z.array(fileOut)]),
  push: z.boolean().describe('声明勾选（提交时的值）'),
  iskechegn: z.number().int().describe('course：表单的 iskechegn（其他为 0）'),
  material: z.string(),
  fileList: z.array(fileOut),
  published_id: z.number().int().nullable().describe('通过审核后在公开目录中的 id'),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_edit_versions: z.boolean().describe('已通过的插件：只能修改版本（reload=1）'),
  transcode: transcode.describe('课程：各视频中最慢的转码状态'),
});
export type ContributionEntry = z.infer<typeof contributionEntry>;

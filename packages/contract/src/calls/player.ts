import { z } from 'zod';
import { defineCall } from '../call.ts';
import { chinaDateTime, idParam } from '../fields.ts';
import { M } from '../messages.ts';
import { DANMAKU_MAX_CHARS, DANMAKU_MODES, DANMAKU_SIZES } from '../rules/danmaku.ts';

/**
 * Messages of the player's own calls (002 §3–§5 add-ons). The spec gives the player no calls (§7 "the
 * add-ons make no network calls of their own"); stored viewer comments need two, documented in
 * docs/spec-decisions.md.
 */
export const playerMessages = {
  taskInvalid: '课时参数错误',
  danmakuEmpty: '请输入弹幕内容',
  danmakuTooLong: `弹幕最多 ${DANMAKU_MAX_CHARS} 个字`,
  danmakuModeInvalid: '弹幕模式错误',
  danmakuSizeInvalid: '弹幕字号错误',
  danmakuColorInvalid: '弹幕颜色错误',
  danmakuTimeInvalid: '弹幕时间错误',
  danmakuTooFast: '弹幕发送太频繁，请 {seconds} 秒后再试',
  danmakuSent: '弹幕已发送',
} as const;

/** Longest raw input read at all; the real limit (DANMAKU_MAX_CHARS) is checked after cleaning. */
const RAW_TEXT_MAX = 200;
/** A comment's time in the video: up to a day, in milliseconds like the entity's stime. */
const STIME_MAX_MS = 86_400_000;

const oneOf = <T extends readonly number[]>(values: T, msg: string) =>
  z
    .number({ error: msg })
    .int(msg)
    .refine((value): value is T[number] => values.includes(value), { message: msg });

export const danmakuItem = z.object({
  dbid: z.number().int().describe('弹幕 id'),
  mode: z
    .number()
    .int()
    .describe(`模式：${DANMAKU_MODES.join(' / ')}（1 滚动，4 底部，5 顶部，6 逆向）`),
  text: z.string().describe('纯文本（已清理，< > 存为全角）'),
  stime: z.number().int().describe('出现时间：视频中的毫秒数'),
  size: z
    .number()
    .int()
    .describe(`字号：${DANMAKU_SIZES.join(' / ')}`),
  color: z.number().int().describe('颜色：整数 RGB'),
  author: z.string().describe('发送者昵称'),
  date: chinaDateTime,
});
export type DanmakuItem = z.infer<typeof danmakuItem>;

const lessonParams = z.object({ taskId: idParam(playerMessages.taskInvalid) });

/** Where an ad leads when clicked: '' for none. */
const adLink = z.string().describe("点击去向（'' 为无）");
/**
 * A course's ads (002 §4 / §9), as stored per course (the back office will write the same shape). Every
 * part is optional; durations are whole seconds above 0 (002 §5: 'adDuration must must be greater than 0').
 */
export const courseAdsConfig = z.object({
  start_image: z
    .object({ image: z.string(), link: adLink, seconds: z.number().int().positive() })
    .nullable()
    .describe("开场图片广告：显示 'Ad: {n} s' 倒数"),
  video: z
    .object({ video: z.string(), link: adLink, seconds: z.number().int().positive() })
    .nullable()
    .describe('片头视频广告：倒数、关闭、了解更多'),
  videos: z
    .array(z.object({ adVideo: z.string(), adVideoLink: adLink, seconds: z.number().int().positive() }))
    .describe('多段视频广告，依次播放'),
  pause_image: z.object({ image: z.string(), link: adLink }).nullable().describe('暂停图片广告'),
});
export type CourseAdsConfig = z.infer<typeof courseAdsConfig>;

export const lessonAddons = z.object({
  ads: courseAdsConfig
    .nullable()
    .describe('本课程的广告（文件为签名链接）；会员（VIP）或课程未配置时为 null'),
  markers: z
    .array(
      z.object({
        offset: z.number().int().describe('秒'),
        title: z.string(),
        describe: z.string(),
        coverUrl: z.string().describe("封面（签名链接，'' 为无）"),
      }),
    )
    .describe('进度条标记，按时间排序'),
  captions: z
    .array(
      z.object({
        value: z.string().describe('WebVTT 文件（签名链接）'),
        text: z.string().describe('名称，如 中文'),
        lang: z.string(),
        default: z.boolean(),
      }),
    )
    .describe('字幕'),
  playlist: z
    .array(z.object({ id: z.number().int(), name: z.string() }))
    .describe('本课程中该观看者能播放的课时，按目录顺序'),
});
export type LessonAddons = z.infer<typeof lessonAddons>;

export const playerCalls = {
  danmakuList: defineCall({
    method: 'GET',
    path: '/api/player/lessons/:taskId/danmaku',
    summary:
      '课时弹幕（补充接口）：与播放同权（试看课时人人可读，其余需已加入学习），按出现时间排序，最多 3000 条（最新的）',
    tag: 'player',
    auth: 'optional',
    params: lessonParams,
    data: z.object({ list: z.array(danmakuItem) }),
  }),
  lessonAddons: defineCall({
    method: 'GET',
    path: '/api/player/lessons/:taskId/addons',
    summary:
      '课时播放器附加功能的数据（补充接口）：广告（会员不显示）、进度条标记、字幕、可播放的课时列表；与播放同权',
    tag: 'player',
    auth: 'optional',
    params: lessonParams,
    data: lessonAddons,
  }),
  danmakuSend: defineCall({
    method: 'POST',
    path: '/api/player/lessons/:taskId/danmaku',
    summary: `发送弹幕（补充接口）：需登录且能观看该课时；清理后 1–${DANMAKU_MAX_CHARS} 字；每位会员 15 秒内最多 5 条`,
    tag: 'player',
    auth: 'required',
    params: lessonParams,
    body: z.object(
      {
        text: z
          .string({ error: playerMessages.danmakuEmpty })
          .max(RAW_TEXT_MAX, playerMessages.danmakuTooLong),
        mode: oneOf(DANMAKU_MODES, playerMessages.danmakuModeInvalid),
        stime: z
          .number({ error: playerMessages.danmakuTimeInvalid })
          .int(playerMessages.danmakuTimeInvalid)
          .min(0, playerMessages.danmakuTimeInvalid)
          .max(STIME_MAX_MS, playerMessages.danmakuTimeInvalid),
        size: oneOf(DANMAKU_SIZES, playerMessages.danmakuSizeInvalid),
        color: z
          .number({ error: playerMessages.danmakuColorInvalid })
          .int(playerMessages.danmakuColorInvalid)
          .min(0, playerMessages.danmakuColorInvalid)
          .max(0xffffff, playerMessages.danmakuColorInvalid),
      },
      { error: M.badRequest },
    ),
    data: danmakuItem,
  }),
};

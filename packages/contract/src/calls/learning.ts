import { z } from 'zod';
import { defineCall } from '../call.ts';
import { PageSize } from '../constants.ts';
import {
  chinaDateTime,
  idParam,
  limitField,
  offsetField,
  photonAmount,
  requestBody,
  zeroOrOne,
} from '../fields.ts';
import { learningMessages } from '../plain/learning.ts';
import { tagInfo } from './catalogue-shapes.ts';

export * from '../plain/learning.ts';

const id = (msg: string) => z.number({ error: msg }).int(msg).positive(msg).max(2_147_483_647, msg);

const seconds = (msg: string) => z.number({ error: msg }).min(0, msg).max(86_400, msg);

/** Who may play a lesson, decided by the server (000 §4, §6): the overlays follow it. */
export const LESSON_ACCESS = ['preview', 'entitled', 'denied', 'locked'] as const;

/** The lesson video's state; anything but 'ready' shows the waiting text '正在转码，请稍后......'. */
export const VIDEO_STATUS = ['none', 'transcoding', 'ready', 'failed'] as const;

export const lessonTask = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.literal('task'),
  course_id: z.number().int(),
  cpt_id: z.number().int().describe('所属章节 id'),
  lock_status: zeroOrOne.describe('1 = 锁定（章节锁定时其课时也为 1）：谁都不能在线观看'),
  is_first: zeroOrOne.describe('1 = 免费试看'),
  link: z
    .string()
    .nullable()
    .describe(
      '本课时 HLS 主播放列表地址（带绑定观看者、课时和到期时间的令牌，默认 2 小时有效）。仅当 access 为 preview/entitled（或 denied 且有 preview_seconds）且 video_status 为 ready 时给出，否则为 null',
    ),
  images: z.string().describe('封面：视频就绪时为视频截帧（签名链接），否则为课程封面'),
  watch: z.number().int().describe('上次观看到的秒数（游客为 0）'),
  duration: z.number().int().describe('时长（秒）'),
  access: z
    .enum(LESSON_ACCESS)
    .describe(
      "preview 试看 / entitled 已加入学习 / denied 需加入学习（提示 '请将课程加入学习课程中观看！'）/ locked 锁定（提示 '视频暂不支持在线播放，请联系相关客服人员！'）",
    ),
  video_status: z
    .enum(VIDEO_STATUS)
    .describe(
      "none 未上传 / transcoding 转码中 / ready 可播放 / failed 转码失败；非 ready 时播放器显示 '正在转码，请稍后......'",
    ),
  transcode_progress: z.number().int().describe('转码进度 0-100'),
  preview_seconds: z
    .number()
    .int()
    .nullable()
    .describe(
      '免费试看秒数（补充字段）：access 为 denied 且课程开放试看时给出，link 只播放前这么多秒；否则为 null',
    ),
});

export type LessonTask = z.infer<typeof lessonTask>;

export const annexItem = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int().describe('字节'),
  link: z
    .string()
    .describe("签名的限时下载链接（10 分钟），仅已加入学习的会员可得；否则为 ''（显示 '购买后下载'）"),
});

export const courseChapter = z.object({
  id: z.number().int(),
  name: z.string(),
  lock_status: zeroOrOne,
  task: z.array(lessonTask),
  annex: z.array(annexItem).describe('挂在本章节下的附件'),
});

export const lessonPersonCard = z.object({
  id: z.number().int(),
  avatar: z.string(),
  name: z.string(),
  sign: z.string(),
});

export const courseDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.string(),
  explain: z.string(),
  num: z.number().int().describe('学习人数'),
  collect: zeroOrOne,
  purchase: zeroOrOne.describe('1 = 已加入学习（购买、免费加入或赠送）'),
  price: photonAmount,
  has_discount: zeroOrOne,
  discount_price: photonAmount,
  discount_rate: z.number(),
  market_price: photonAmount,
  author: z.string(),
  created_at: chinaDateTime,
  view_num: z.number().int(),
  intro: z.string().describe('HTML（写入时已净化）'),
  is_annex: zeroOrOne,
  annex: z.array(annexItem).describe('全部附件（附件页签）'),
  tag_list_info: z.array(tagInfo),
  ad: z.object({ file: z.string(), link: z.string() }).describe("没有广告时 file 为 ''"),
  type: z.enum(['original', 'reprint']),
  external_link: z.string(),
  user_id: z.number().int().nullable().describe('讲师'),
  suggest_user: lessonPersonCard.nullable().describe('讲师卡片（课程的 user_id）；没有时为 null'),
  nofans: z.boolean().describe('true = 当前用户尚未关注讲师（游客为 true；讲师本人为 false）'),
});

export type CourseDetail = z.infer<typeof courseDetail>;

export const teacherCard = lessonPersonCard.extend({ nofans: z.boolean() });

export const courseDetailData = z.object({
  course: courseDetail,
  details: z.array(courseChapter).describe("章节；为空时显示 '课件被外星人劫走了，正在追踪，请耐心等待！'"),
  user: z
    .object({ id: z.number().int(), name: z.string(), avatar: z.string(), phone: z.string() })
    .describe(
      "当前用户（水印、关注按钮用）；游客为 {id: 0, name: '', avatar: '', phone: ''}（000 的客户端读取 user.id，不能为 null）",
    ),
  teachers: z.array(teacherCard).describe('推荐讲师：课程推荐人在前，其余为学员最多的讲师'),
  task: lessonTask.nullable().describe('当前课时：task_id 指定的；否则为上次学习的；否则为第一课时'),
});

export type CourseDetailData = z.infer<typeof courseDetailData>;

export const courseBrief = z.object({
  id: z.number().int(),
  images: z.string(),
  name: z.string(),
  explain: z.string(),
});

const myCourseEntry = z.object({
  id: z
    .number()
    .int()
    .describe('user_course_id：我的学习为加入记录 id，我的收藏为收藏记录 id（取消收藏时回传）'),
  progress: z.number().int().describe('学习进度 %：已学完（看到 90%）的课时数 ÷ 课时总数'),
  last_task_id: z.number().int().nullable().describe('上次学习的课时（继续学习）'),
  course: z.object({ id: z.number().int(), name: z.string(), images_src: z.string() }),
});

const myMaterialEntry = z.object({
  id: z.number().int().describe('素材 id（查看详情 → /periphery/{id}）'),
  name: z.string(),
  cover: z.string(),
});

export const learningCalls = {
  courseDetail: defineCall({
    method: 'GET',
    path: '/api/courses/:id',
    summary: '课程详情：课程、章节与课时（锁、试看、播放链接）、当前用户、推荐讲师、当前课时',
    tag: 'learning',
    auth: 'optional',
    params: z.object({ id: idParam(learningMessages.courseNotFound) }),
    query: z.object({
      task_id: z.coerce
        .number({ error: learningMessages.taskInvalid })
        .int(learningMessages.taskInvalid)
        .min(0, learningMessages.taskInvalid)
        .max(2_147_483_647, learningMessages.taskInvalid)
        .default(0)
        .describe('0 或不传 = 上次学习的课时，否则第一课时'),
    }),
    data: courseDetailData,
  }),
  lesson: defineCall({
    method: 'GET',
    path: '/api/courses/:id/lessons/:taskId',
    summary:
      '课程页切换课时：只答该课时（与课程详情的 task 同形：播放链接、观看权限、进度），不重取整页（补充接口）',
    tag: 'learning',
    auth: 'optional',
    params: z.object({
      id: idParam(learningMessages.courseNotFound),
      taskId: idParam(learningMessages.taskInvalid),
    }),
    data: lessonTask,
  }),
  prevNext: defineCall({
    method: 'GET',
    path: '/api/courses/:id/prevnext',
    summary: '上一门 / 下一门课程与推荐课程',
    tag: 'learning',
    auth: 'none',
    params: z.object({ id: idParam(learningMessages.courseNotFound) }),
    data: z.object({
      courses: z.array(courseBrief).describe('推荐课程：同分类最热，不足时以全站最热补齐（最多 5 门）'),
      ids: z.object({
        prev_id: z.number().int().nullable().describe("上一门（id 更小）；null 时提示 '真奇怪，隐身了？'"),
        next_id: z.number().int().nullable(),
      }),
    }),
  }),
  view: defineCall({
    method: 'POST',
    path: '/api/courses/view',
    summary: '记录一次观看：每位观看者（会员；游客按 IP）每个课时每个北京时间自然日最多计 1 次',
    tag: 'learning',
    auth: 'optional',
    body: requestBody({ course_detail_id: id(learningMessages.taskInvalid) }),
    data: z.object({ counted: z.boolean().describe('本次是否计入'), view_num: z.number().int() }),
  }),
  progress: defineCall({
    method: 'POST',
    path: '/api/courses/progress',
    summary: '上报学习进度（秒）；按会员 + 课时保存，看到 90% 记为已学完',
    tag: 'learning',
    auth: 'required',
    body: requestBody({
      course_id: id(learningMessages.courseInvalid),
      course_detail_id: id(learningMessages.taskInvalid),
      time: seconds(learningMessages.timeInvalid),
      duration: seconds(learningMessages.durationInvalid),
    }),
    data: z.object({ watch: z.number().int(), finished: z.boolean() }),
  }),
  collect: defineCall({
    method: 'POST',
    path: '/api/courses/collect',
    summary: '收藏课程（重复收藏不报错）',
    tag: 'learning',
    auth: 'required',
    body: requestBody({ course_id: id(learningMessages.courseInvalid) }),
    data: z.object({ collect: z.literal(1), user_course_id: z.number().int() }),
  }),
  collectCancel: defineCall({
    method: 'POST',
    path: '/api/courses/collect/cancel',
    summary: '取消收藏：user_course_id（我的收藏列表的 id），或 course_id（课程页）',
    tag: 'learning',
    auth: 'required',
    body: requestBody({
      user_course_id: id(learningMessages.cancelNoId).optional(),
      course_id: id(learningMessages.cancelNoId).optional(),
    }).refine((b) => b.user_course_id !== undefined || b.course_id !== undefined, {
      message: learningMessages.cancelNoId,
    }),
    data: z.object({ collect: z.literal(0) }),
  }),
  freeCourse: defineCall({
    method: 'POST',
    path: '/api/free-course',
    summary: '免费课程加入学习（仅价格为 0 或折后为 0 的课程）',
    tag: 'learning',
    auth: 'required',
    body: requestBody({
      type: z.literal(1, { error: learningMessages.freeTypeInvalid }),
      id: id(learningMessages.courseInvalid),
    }),
    data: z.object({ purchase: z.literal(1) }),
  }),
  myCourses: defineCall({
    method: 'GET',
    path: '/api/user/courses',
    summary: '我的课程：learn 我的学习 / collect 我的收藏 / material 我的素材，每页 10 条',
    tag: 'learning',
    auth: 'required',
    query: z.object({
      type: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z
          .enum(['learn', 'collect', 'material'], { error: learningMessages.myCoursesTypeInvalid })
          .default('learn'),
      ),
      limit: limitField(PageSize.myCourses, 50),
      offset: offsetField.describe('页码减 1'),
    }),
    data: z.object({
      lists: z
        .array(z.union([myCourseEntry, myMaterialEntry]))
        .describe('learn / collect 为课程条目，material 为素材条目'),
      total: z.number().int(),
    }),
  }),
};

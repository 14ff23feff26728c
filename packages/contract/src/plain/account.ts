// Plain values of the account calls (messages, profile limits and checks): zod-free, so the web imports them.
import { M } from '../messages.ts';
import { contributionMessages, hasScript } from '../rules/contribution.ts';

/** Messages of the account slice that the shared catalogue (messages.ts) does not hold. */
export const accountMessages = {
  introEmpty: '请输入个人简介',
  typeInvalid: '登录方式错误',
  accountTooLong: '账号长度不能超过 100 个字符',
  nameTooLong: '用户名长度为 1 到 8 个字符',
  answerTooLong: '答案不能超过 50 个字符',
  securityAnswerTooLong: '安全问题答案不能超过 50 个字符',
  userNotFound: '用户不存在',
  loginIpLimited: '登录失败次数过多，请稍后再试',
  registerIpLimited: '注册太频繁，请稍后再试',
  mailTooSoon: '邮件发送太频繁，请 {seconds} 秒后再试',
  mailDailyCap: '该邮箱今日发送次数已达上限',
  ipHourlyCap: '操作太频繁，请 1 小时后再试',
  sendFailed: '验证码发送失败，请稍后再试',
  mailFailed: '邮件发送失败，请稍后再试',
  passwordCheckLocked: '密码错误次数过多，请 {minutes} 分钟后再试',
  passwordNotSet: '请先设置登录密码',
  samePhone: '该手机号已是当前绑定的手机号',
  sameEmail: '该邮箱已是当前绑定的邮箱',
  emailVerifyUsed: '该邮箱验证链接已使用',
  avatarMissingFile: '头像文件不存在，请重新上传',
  socialLoginFirst: '请先登录后再绑定',
  socialAlreadyBoundSelf: '当前账号已绑定其他{provider}账号',
  uploadTooOften: '上传太频繁，请稍后再试',
  imageMissing: '请选择要上传的图片',
  imageType: '图片只能是 JPG 或 PNG 格式',
  imageTooLarge: '图片不能超过 10MB',
  /** 002 §7: the upload answers msg 'success'. */
  imageUploadOk: 'success',
} as const;

/** 消息通知 (calls/account-notices.ts): the answers of saving how a member hears what staff did. */
export const noticeChannelMessages = {
  saved: '通知方式已保存',
  noPhone: '请先绑定手机号，再开启短信通知',
  noEmail: '请先绑定并验证邮箱，再开启邮件通知',
} as const;

/** The profile fields POST /api/user/update may change, one at a time (001 §2.3, §5). */
export const PROFILE_FIELDS = [
  'name',
  'sex',
  'sign',
  'intro',
  'occupation',
  'wechat',
  'qq',
  'avatar',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Upper bounds in characters (code points, so a CJK character counts once). */
export const PROFILE_MAX = {
  name: 8,
  sign: 100,
  /** The intro's text (tags not counted); its HTML may be up to INTRO_HTML_MAX characters. */
  intro: 500,
  occupation: 50,
  wechat: 50,
  qq: 12,
  avatar: 255,
} as const;

/** An intro is HTML (000 §2.14 renders it as HTML): its markup may take this many characters in all. */
export const INTRO_HTML_MAX = 5_000;

/** What POST /api/upload takes: JPEG or PNG by their bytes, up to this size (001 §7, 002 §7). */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Avatars are files this platform stored, optionally with an origin: a member's upload
 * '/files/public/uploads/<memberId>/<random>.jpg' (POST /api/upload; the owner and JPEG < 2MB are checked on
 * save), or an avatar stored before uploads were one call, '/files/public/avatars/<yyyymm>/<random>.jpg'.
 */
export const AVATAR_PATH_PATTERN =
  /^(?:https?:\/\/[^/\s]+)?\/files\/(public\/(?:avatars\/\d{6}\/[A-Za-z0-9_-]{8,64}\.jpg|uploads\/\d{1,10}\/[A-Za-z0-9_-]{22}\.(?:jpg|png)))$/;

const profileRequired: Record<ProfileField, string> = {
  name: M.nicknameRequired,
  sex: '请选择性别',
  sign: '请输入签名',
  intro: '请输入个人简介',
  occupation: '请输入职业',
  wechat: '请输入微信号',
  qq: '请输入QQ号',
  avatar: '请上传头像',
};

/** The Chinese message refusing `value` for profile field `type`, or null when it is acceptable. */
export function profileFieldError(type: ProfileField, value: string): string | null {
  if (value === '') return profileRequired[type];
  const length = [...value].length;
  switch (type) {
    case 'name':
      return length > PROFILE_MAX.name ? M.nicknameLength : null;
    case 'sex':
      return ['0', '1', '2'].includes(value) ? null : profileRequired.sex;
    case 'qq':
      return /^[1-9]\d{4,11}$/.test(value) ? null : '请输入正确的QQ号';
    case 'avatar':
      return value.length <= PROFILE_MAX.avatar && AVATAR_PATH_PATTERN.test(value)
        ? null
        : '头像地址无效，请重新上传';
    case 'intro': {
      // HTML, sanitised on store by the server (the site's one allowlist); scripts, handlers and javascript:
      // URLs are refused outright, as in creators' rich text.
      if (hasScript(value)) return contributionMessages.scriptRefused;
      const text = [...value.replace(/<[^>]*>/g, '')].length;
      return text > PROFILE_MAX.intro || length > INTRO_HTML_MAX
        ? `个人简介不能超过 ${PROFILE_MAX.intro} 个字符`
        : null;
    }
    case 'sign':
      return length > PROFILE_MAX.sign ? `签名不能超过 ${PROFILE_MAX.sign} 个字符` : null;
    case 'occupation':
      return length > PROFILE_MAX.occupation ? `职业不能超过 ${PROFILE_MAX.occupation} 个字符` : null;
    case 'wechat':
      return length > PROFILE_MAX.wechat ? `微信号不能超过 ${PROFILE_MAX.wechat} 个字符` : null;
  }
}

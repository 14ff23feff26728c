import { z } from 'zod';
import { defineCall } from '../call.ts';
import { SMS_SCENES } from '../constants.ts';
import { chinaDateTime, idParam, passwordField, requestBody, requiredText } from '../fields.ts';
import { M } from '../messages.ts';
import { accountMessages, INTRO_HTML_MAX, PROFILE_FIELDS, profileFieldError } from '../plain/account.ts';
import { classifyAccount, isEmail, isPhone } from '../rules/phone-email.ts';

export * from '../plain/account.ts';

/** A new password: the spec's required message, 6–32 characters. */
function newPassword(requiredMsg: string) {
  return z.string({ error: requiredMsg }).min(1, requiredMsg).min(6, M.passwordWeak).max(32, M.passwordWeak);
}

const emailField = (requiredMsg: string) =>
  requiredText(requiredMsg, 100, M.emailInvalid)
    .refine(isEmail, M.emailInvalid)
    .transform((v) => v.toLowerCase());

const codeField = requiredText(M.codeRequired, 16, M.smsCodeWrong);

/** The member as GET /api/user answers it (000 §3, 001 §3). Secrets never appear here. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  sex: z.enum(['0', '1', '2']),
  sign: z.string(),
  intro: z.string().describe('HTML（保存时按站内白名单净化），000 的公开主页按 HTML 显示'),
  occupation: z.string(),
  wechat: z.string(),
  qq: z.string(),
  integral: z.number().describe('光子余额，两位小数'),
  wait_read: z.number().int().describe('自己评论下未读回复数'),
  plug: z.boolean(),
  course: z.boolean(),
  goods: z.boolean(),
  bind: z.boolean(),
  is_pass: z.boolean(),
  is_problem: z.boolean(),
  is_wechat: z.boolean(),
  is_qq: z.boolean(),
  vip: z.object({ permanent: z.boolean(), endtime: chinaDateTime.nullable() }).nullable(),
  created_at: chinaDateTime,
});

export type User = z.infer<typeof userSchema>;

export const publicUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  intro: z.string().describe('HTML（保存时已净化）'),
});

export type PublicUser = z.infer<typeof publicUserSchema>;

export const fansInfoSchema = z.object({
  isfans: z.boolean(),
  fansNum: z.number().int(),
  attentionNum: z.number().int(),
  isfansShow: z.boolean(),
  userInfo: publicUserSchema,
});

export type FansInfo = z.infer<typeof fansInfoSchema>;

const loginBody = requestBody({
  phone: requiredText(M.loginUsernameRequired, 100, accountMessages.accountTooLong),
  type: z.enum(['pass', 'code'], { error: accountMessages.typeInvalid }),
  password: passwordField(M.loginPasswordRequired).optional(),
  code: z.string({ error: M.codeRequired }).trim().max(16, M.smsCodeWrong).optional(),
}).superRefine((b, ctx) => {
  if (b.type === 'pass' && !b.password)
    ctx.addIssue({ code: 'custom', path: ['password'], message: M.loginPasswordRequired });
  if (b.type === 'code' && !b.code) ctx.addIssue({ code: 'custom', path: ['code'], message: M.codeRequired });
  if (b.type === 'code' && !isPhone(b.phone))
    ctx.addIssue({ code: 'custom', path: ['phone'], message: M.phoneInvalid });
});

const registerBody = requestBody({
  name: requiredText(M.nameRequired, 8, accountMessages.nameTooLong),
  phone: requiredText(M.telRequired, 100, M.phoneInvalid).refine(
    (v) => classifyAccount(v) !== null,
    M.phoneInvalid,
  ),
  code: codeField,
  password: newPassword(M.newPasswordRequired),
  password_confirmation: z
    .string({ error: M.confirmPasswordRequired })
    .min(1, M.confirmPasswordRequired)
    .max(64, M.passwordMismatch),
}).refine((b) => b.password === b.password_confirmation, {
  message: M.passwordMismatch,
  path: ['password_confirmation'],
});

const answer = requiredText(M.answersRequired, 50, accountMessages.answerTooLong);

const abnormal = z
  .string({ error: M.resetAbnormal })
  .trim()
  .min(1, M.resetAbnormal)
  .max(100, M.resetAbnormal);

const verifyParam = (max: number) =>
  z
    .union([z.string(), z.number()], { error: M.emailVerifyParams })
    .transform(String)
    .pipe(z.string().trim().min(1, M.emailVerifyParams).max(max, M.emailVerifyParams));

const securityAnswer = requiredText(M.securityRequired, 50, accountMessages.securityAnswerTooLong);

const updateBody = requestBody({
  type: z.enum(PROFILE_FIELDS, { error: M.updateTypeInvalid }),
  value: z
    // The longest field is the intro's HTML.
    .union([z.string().max(INTRO_HTML_MAX, '内容过长'), z.number()], { error: '请填写修改内容' })
    .transform((v) => String(v).trim()),
}).superRefine((b, ctx) => {
  const error = profileFieldError(b.type, b.value);
  if (error) ctx.addIssue({ code: 'custom', path: ['value'], message: error });
});

export const accountCalls = {
  login: defineCall({
    method: 'POST',
    path: '/api/user/login',
    summary: '登录（密码或短信验证码）',
    tag: 'account',
    auth: 'none',
    body: loginBody,
    data: z.object({ token: z.string(), user: userSchema }),
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/user/logout',
    summary: '退出登录（服务端吊销令牌）',
    tag: 'account',
    auth: 'required',
    body: z
      .object({ params: z.object({}).passthrough().optional() })
      .passthrough()
      .nullish(),
    data: z.null(),
  }),
  me: defineCall({
    method: 'GET',
    path: '/api/user',
    summary: '当前用户',
    tag: 'account',
    auth: 'required',
    data: userSchema,
  }),
  sendCode: defineCall({
    method: 'POST',
    path: '/api/verification-codes',
    summary: '发送验证码（register 可为手机号或邮箱；set-phone 需登录）',
    tag: 'account',
    auth: 'optional',
    body: requestBody({
      phone: requiredText(M.phoneRequired, 100, M.phoneInvalid),
      scene: z.enum(SMS_SCENES, { error: M.sceneInvalid }),
    }),
    data: z.null(),
  }),
  agreement: defineCall({
    method: 'GET',
    path: '/api/register',
    summary: '注册协议（HTML）',
    tag: 'account',
    auth: 'none',
    data: z.string(),
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/user/register',
    summary: '注册（手机号或邮箱 + 验证码）',
    tag: 'account',
    auth: 'none',
    body: registerBody,
    data: z.null(),
  }),
  forgetPassword: defineCall({
    method: 'POST',
    path: '/api/user/forget-password',
    summary: '找回密码：发送重置链接',
    tag: 'account',
    auth: 'none',
    body: requestBody({ email: emailField(M.emailRequired) }),
    data: z.null(),
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/user/reset-password',
    summary: '通过安全问题重置密码',
    tag: 'account',
    auth: 'none',
    body: requestBody({
      email: abnormal,
      answer1: answer,
      answer2: answer,
      answer3: answer,
      password: newPassword(M.passwordRequired),
    }),
    data: z.null(),
  }),
  emailVerify: defineCall({
    method: 'POST',
    path: '/api/email-verify',
    summary: '邮箱验证链接确认',
    tag: 'account',
    auth: 'none',
    body: requestBody({
      email: verifyParam(100),
      _token: verifyParam(128),
      timestamp: verifyParam(20),
      verify_code: verifyParam(128),
    }),
    data: z.null(),
  }),
  update: defineCall({
    method: 'POST',
    path: '/api/user/update',
    summary: '修改个人资料的一项',
    tag: 'account',
    auth: 'required',
    body: updateBody,
    data: z.null(),
  }),
  uploadImage: defineCall({
    method: 'POST',
    path: '/api/upload',
    summary:
      '上传一张图片（multipart，一个文件；JPG 或 PNG，按内容校验，10MB 以内）。答复的 filename 用作头像（update avatar：须为 JPG 且小于 2MB）或 AI 智能渲染的参考图 image1/image2（须为本人上传），在使用处校验',
    tag: 'account',
    auth: 'required',
    data: z.object({ filename: z.string().describe('files/public/uploads/<会员 id>/<随机名>.jpg|png') }),
  }),
  setPassword: defineCall({
    method: 'POST',
    path: '/api/user/set-password',
    summary: '修改密码（吊销其他会话）',
    tag: 'account',
    auth: 'required',
    body: requestBody({
      old_password: passwordField(M.passwordRequired).optional(),
      password: newPassword(M.newPasswordRequired),
    }),
    data: z.null(),
  }),
  setSecurity: defineCall({
    method: 'POST',
    path: '/api/user/security',
    summary: '设置安全问题（设置后不可修改）',
    tag: 'account',
    auth: 'required',
    body: requestBody({
      data: z.object(
        { 1: securityAnswer, 2: securityAnswer, 3: securityAnswer },
        { error: M.securityRequired },
      ),
    }),
    data: z.null(),
  }),
  setPhone: defineCall({
    method: 'POST',
    path: '/api/user/set-phone',
    summary: '绑定手机号',
    tag: 'account',
    auth: 'required',
    body: requestBody({
      password: passwordField(M.passwordRequired),
      phone: requiredText(M.phoneRequired, 20, M.phoneInvalidSecurity).refine(
        isPhone,
        M.phoneInvalidSecurity,
      ),
      code: codeField,
    }),
    data: z.null(),
  }),
  setEmail: defineCall({
    method: 'POST',
    path: '/api/user/set-email',
    summary: '设置邮箱（发送验证链接）',
    tag: 'account',
    auth: 'required',
    body: requestBody({
      password: passwordField(M.passwordRequired),
      email: emailField(M.emailRequiredSecurity),
    }),
    data: z.null(),
  }),
  fansInfo: defineCall({
    method: 'GET',
    path: '/api/getUserFansInfo/:uid',
    summary: '用户公开资料与粉丝/关注数',
    tag: 'account',
    auth: 'optional',
    params: z.object({ uid: idParam(accountMessages.userNotFound) }),
    data: fansInfoSchema,
  }),
};

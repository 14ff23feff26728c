/**
 * Chinese messages shared by server and web. Spec wording is kept verbatim (typos included, e.g. '收获地址'),
 * because clients written against the spec compare some of them (e.g. '购买成功').
 */
export const M = {
  // session and generic
  unauthenticated: '登录已失效，请重新登录',
  notFound: '请求的内容不存在',
  badRequest: '请求格式错误',
  bodyTooLarge: '提交的内容过大',
  nulCharacter: '提交的内容含有不允许的字符',
  serverError: '服务器开小差了，请稍后再试',
  databaseUnavailable: '服务暂时不可用，请稍后再试',
  storageUnavailable: '文件存储暂时不可用，请稍后再试',
  tooManyRequests: '操作太频繁，请稍后再试',
  devRoutesLocalOnly:
    '开发工具（演示模式）只对本机开放：请在运行平台的机器上通过 127.0.0.1 访问，或在请求头 X-Dev-Token 中带上启动日志里的令牌',
  logoutOk: '退出登录成功！',
  copied: '已复制到剪贴板',
  // login
  loginUsernameRequired: '请输入手机号',
  loginPasswordRequired: '请输入密码',
  phoneRequired: '请填写手机号',
  passwordRequired: '请填写密码',
  phoneInvalid: '请填写正确手机号',
  phoneInvalidSecurity: '请输入正确的电话号码',
  codeRequired: '请填写验证码',
  loginFailed: '账号或密码错误',
  memberDisabled: '该账号已被停用，如有疑问请联系客服',
  memberNotFound: '会员不存在',
  loginLocked: '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
  loginOk: '登录成功',
  noPasswordSet: '该账号尚未设置密码，请使用验证码登录',
  // sms codes
  smsSent: '验证码已发送',
  smsTooSoon: '验证码发送太频繁，请 {seconds} 秒后再试',
  smsDailyPhoneCap: '该号码今日获取验证码次数已达上限',
  smsDailyIpCap: '今日获取验证码次数已达上限',
  smsCodeWrong: '验证码错误',
  smsCodeExpired: '验证码已失效，请重新获取',
  smsCodeTooManyTries: '验证码错误次数过多，请重新获取',
  sceneInvalid: '验证码场景错误',
  phoneTaken: '该手机号已注册',
  emailTaken: '该邮箱已被使用',
  phoneNotRegistered: '该手机号尚未注册',
  // register
  nameRequired: '请填写用户名',
  telRequired: '请填写手机号/邮箱',
  newPasswordRequired: '请填写新密码',
  confirmPasswordRequired: '请填写确认新密码',
  passwordMismatch: '两次输入密码不一致!',
  passwordWeak: '密码长度为 6-32 位',
  agreementRequired: '同意注册协议内容后才能开启账号注册！',
  registerOk: '注册成功，请登录',
  // forgot / reset / e-mail
  emailRequired: '请输入邮箱地址',
  emailInvalid: '请输入正确的邮箱地址',
  forgetSent: '如果该邮箱已绑定账号，重置密码的链接已发送到该邮箱，请查收',
  answersRequired: '请填写问题答案',
  resetAbnormal: '异常操作',
  resetAnswersWrong: '安全问题答案错误',
  resetNoQuestions: '该账号未设置安全问题，无法通过安全问题重置密码',
  resetLocked: '答案错误次数过多，请 {minutes} 分钟后再试',
  resetOk: '密码重置成功，请使用新密码登录',
  emailVerifyParams: '邮箱验证：参数错误',
  emailVerifyExpired: '邮箱验证链接已过期，请重新设置邮箱',
  emailVerifyInvalid: '邮箱验证链接无效',
  emailVerifyOk: '邮箱验证成功',
  // personal centre
  nicknameRequired: '请输入昵称',
  nicknameLength: '昵称长度为 1 到 8 个字符',
  updateOk: '修改成功',
  updateTypeInvalid: '修改项错误',
  avatarNotJpg: '上传头像图片只能是 JPG 格式!',
  avatarTooLarge: '上传头像图片大小不能超过 2MB!',
  avatarMissing: '请选择要上传的头像图片',
  uploadOk: '上传成功',
  oldPasswordWrong: '当前密码错误',
  setPasswordOk: '密码修改成功',
  securityRequired: '请填写安全问题',
  securityAlreadySet: '安全问题设置后不可修改',
  securityOk: '安全问题设置成功',
  setPhoneOk: '手机号绑定成功',
  setEmailOk: '验证邮件已发送至新邮箱，请前往邮箱完成验证',
  emailRequiredSecurity: '请填写邮箱',
  passwordWrong: '登录密码错误',
  // social
  socialBindOk: '绑定成功',
  socialAlreadyBoundOther: '该第三方账号已绑定其他用户',
  socialStateInvalid: '授权已过期，请重新发起登录',
  socialProviderError: '第三方登录失败，请稍后再试',
} as const;

/** Fills `{name}` placeholders of a message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

// Plain values of the back office's site content (docs/spec-decisions.md "Back office"): messages and limits,
// zod-free so the admin app shows the same limits the server checks.

export const siteMessages = {
  newsNotFound: '资讯不存在或已删除',
  titleRequired: '请输入资讯标题',
  titleTooLong: '标题不能超过 150 个字符',
  cateRequired: '请选择资讯分类',
  cateInvalid: '资讯分类不存在',
  contentRequired: '请输入资讯正文',
  contentTooLong: '正文过长（不能超过 100000 个字符）',
  coverInvalid: '封面图片地址无效，请重新上传',
  imageMissing: '请选择图片文件',
  imageType: '图片仅支持 JPG、PNG 格式',
  imageTooLarge: '图片不能超过 2MB',
  bannerTitleRequired: '请输入轮播图标题',
  bannerImageRequired: '请上传轮播图图片',
  bannerLinkInvalid: '链接需以 / 开头（站内）或以 http(s):// 开头',
  bannersTooMany: '轮播图最多 10 张',
  saved: '已保存',
  published: '已发布',
  unpublished: '已下线',
  deleted: '已删除',
} as const;

/** Largest cover or banner image staff may upload. */
export const SITE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const HOME_BANNER_MAX = 10;

export const couponMessages = {
  notFound: '优惠券不存在',
  codeInvalid: '券码为 4–32 位字母、数字、- 或 _',
  codeTaken: '该券码已存在',
  kindRequired: '请选择优惠方式',
  valueInvalid: '优惠额度需为正数，最多两位小数',
  percentInvalid: '折扣百分比需为 1–99 的整数',
  minInvalid: '使用门槛需为不小于 0 的数，最多两位小数',
  timeInvalid: '时间格式错误',
  timeOrder: '结束时间需晚于开始时间',
  limitInvalid: '数量需为 1–1000000 的整数，不限请留空',
  disabled: '该优惠券已停用',
  alreadyDisabled: '该优惠券已停用',
  created: '优惠券已创建',
  disabledOk: '已停用',
} as const;

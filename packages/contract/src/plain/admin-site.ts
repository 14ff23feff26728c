// Plain values of the back office's site content (issue 16, round 2): messages and limits, zod-free so the
// admin app shows the same limits the server checks.

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

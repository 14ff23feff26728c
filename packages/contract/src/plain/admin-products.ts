// Plain values of the back office's plugins and materials (docs/spec-decisions.md "Back office"): file kinds,
// limits, messages. Zod-free, so the admin app shows the same labels and messages the server answers.

/** A plugin's downloadable files: 安装包, 使用手册, 案例 (000 §2.9's three download dialogs). */
export const PLUGIN_VERSION_TYPES = ['package', 'manual', 'other'] as const;
export type PluginVersionKind = (typeof PLUGIN_VERSION_TYPES)[number];
export const PLUGIN_VERSION_TYPE_TEXT: Record<PluginVersionKind, string> = {
  package: '安装包',
  manual: '使用手册',
  other: '案例',
};

/** Download files staff upload (plugin packages, materials): the creators' file limit (001 §5). */
export const ADMIN_FILE_MAX_BYTES = 2048 * 1024 * 1024;

/** Where staff-uploaded download files are kept: private (signed links only), never under public/. */
export const ADMIN_FILE_PREFIX = 'admin/files/';

/** Intro (usage) pictures of a plugin, carousel pictures of a material: at most this many. */
export const ADMIN_GALLERY_MAX = 12;

export const adminProductMessages = {
  plugNotFound: '插件不存在',
  goodsNotFound: '素材不存在',
  versionNotFound: '该文件不存在',
  versionOrderStale: '下载文件已被他人修改，请刷新后重新排序',
  plugNameRequired: '请填写插件名称',
  goodsNameRequired: '请填写素材名称',
  coverRequired: '请上传封面',
  tooManyImages: '图片最多 12 张',
  imageInvalid: '图片地址不正确',
  fileMissing: '请选择要上传的文件',
  fileType: '不支持上传该类型的文件',
  fileTooLarge: '上传文件大小不能超过 2G',
  fileKeyInvalid: '文件不存在，请重新上传',
  versionTypeInvalid: '请选择文件类型',
  notApproved: '该作品尚未通过审核，请在投稿审核中处理',
  webLinkInvalid: '功能介绍链接需以 http:// 或 https:// 开头',
} as const;

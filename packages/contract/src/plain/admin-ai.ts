// Plain values of the back office's AI area content (docs/spec-decisions.md "Back office"): the works gallery
// and the AI plugin page. Zod-free, so the admin app shows the same limits and messages the server answers.

export const adminAiMessages = {
  workNotFound: '作品不存在或已删除',
  titleRequired: '请填写作品标题',
  titleTooLong: '作品标题不能超过 100 个字符',
  descTooLong: '作品描述不能超过 500 个字符',
  authorTooLong: '作者名称不能超过 50 个字符',
  cateRequired: '请选择作品分类',
  cateInvalid: '作品分类不存在，请重新选择',
  coverRequired: '请上传作品封面',
  imageInvalid: '图片地址无效，请重新上传',
  tooManyImages: '作品图片最多 20 张',
  avatarInvalid: '作者头像地址无效，请重新上传',
  saved: '已保存',
  deleted: '作品已删除',
  plugImageInvalid: '封面图片地址无效，请重新上传',
  plugLinkInvalid: '视频地址需以 / 开头（站内）或以 http(s):// 开头',
  plugSaved: 'AI 插件介绍已保存',
  fileTypeInvalid: '请选择文件类型（安装包或安装说明）',
  versionRequired: '请填写版本号',
  versionTooLong: '版本号不能超过 32 个字符',
  platformTooLong: '平台不能超过 32 个字符',
  fileNotFound: '该文件不存在或已删除',
  fileAdded: '文件已添加',
  fileDeleted: '文件已删除',
} as const;

/** Pictures of one gallery work (the cover is separate): at most this many. */
export const GALLERY_IMAGES_MAX = 20;

/** The AI plugin page's two download tables (002 §3): 插件下载 and 安装说明. */
export const AI_PLUG_FILE_TYPES = ['package', 'manual'] as const;
export type AiPlugFileType = (typeof AI_PLUG_FILE_TYPES)[number];
export const AI_PLUG_FILE_TYPE_TEXT: Record<AiPlugFileType, string> = {
  package: '安装包',
  manual: '安装说明',
};

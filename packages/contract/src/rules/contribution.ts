/**
 * Creator contributions (001 §2.14–§2.21, §4 "Contribution lifecycle", §5 "Contribution forms" and
 * "File uploads"): kinds, the state label, the completeness rules of a form sent for review, and the
 * upload limits per purpose. Pure: the server enforces them, the web shows the same messages.
 */

export const CONTRIBUTION_KINDS = ['course', 'plug', 'goods'] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];

export const CONTRIBUTION_KIND_LABELS: Record<ContributionKind, string> = {
  course: '视频投稿',
  plug: '插件投稿',
  goods: '素材投稿',
};

/** status: 0 draft (存入草稿), 2 published for review (立即发布). */
export const ContributionStatus = { draft: 0, published: 2 } as const;
/** is_check: 1 under review, 2 approved, 3 rejected (reason in errors). */
export const ContributionCheck = { pending: 1, approved: 2, rejected: 3 } as const;

export const contributionMessages = {
  incomplete: '请填写完整信息',
  coverRequired: '请选择封面图',
  courseNameRequired: '请输入课程名称',
  plugNameRequired: '请输入插件名称',
  goodsNameRequired: '请输入素材名称',
  priceRequired: '请输入价格',
  priceInvalid: '价格须为不小于 0 的数字，最多两位小数',
  externalLinkRequired: '请输入转载链接',
  externalLinkInvalid: '转载链接需以 http:// 或 https:// 开头',
  webLinkInvalid: '功能介绍链接需以 http:// 或 https:// 开头',
  typeRequired: '请选择类型',
  pushRequired: '请勾选协议',
  authorRequired: '请输入创作者',
  cateRequired: '请选择分类',
  cateInvalid: '该分类不可选择，请重新选择',
  introRequired: '请输入课程介绍',
  videosRequired: '请上传视频',
  materialRequired: '请上传素材文件',
  itemNameRequired: '请输入标题名称',
  itemTypeRequired: '请选择类型',
  versionCodeRequired: '请输入版本号',
  versionTypeRequired: '请选择类型',
  versionFileRequired: '请上传插件文件',
  contentRequired: '请输入内容',
  scriptRefused: '内容包含不允许的脚本或事件代码，请删除后再提交',
  tooManyImages: '图片最多 8 张',
  tagInvalid: '标签不存在，请重新选择',
  kindInvalid: '稿件类型错误',
  noPermission: '您还没有该类型的投稿权限，请联系管理员开通',
  notFound: '稿件不存在',
  approvedLocked: '已通过审核的稿件不能修改或删除',
  reloadOnlyPlugin: '只有已通过的插件可以修改版本',
  submitOk: '提交成功',
  draftOk: '已存入草稿',
  deleteOk: '删除成功',
  fileNotOwned: '文件不存在或未上传完成，请重新上传',
  fileWrongPurpose: '文件类型与该栏目不符，请重新上传',
  reviewNotPending: '该稿件不在审核中',
  reviewReasonRequired: '请填写未通过的理由',
  approved: '已通过审核并发布',
  rejected: '已驳回',
} as const;

/** The state label of 001 §4 for a list entry. */
export function contributionStateLabel(status: number, isCheck: number | null, errors: string): string {
  if (status === ContributionStatus.draft) return '未发布';
  if (isCheck === ContributionCheck.approved) return '已通过';
  if (isCheck === ContributionCheck.rejected) return errors ? `未通过：${errors}` : '未通过';
  return '审核中';
}

/** Price: a number ≥ 0 with at most two decimals (001 §5, §9). */
export function isValidPrice(value: string): boolean {
  return /^\d{1,9}(\.\d{1,2})?$/.test(value.trim());
}

/**
 * A link a creator gives (转载链接, 功能介绍): an http(s) address with a host, nothing else — `javascript:`,
 * `data:`, `vbscript:` and protocol-relative links are never stored (React would block some of them, but
 * any other client of the API would not). Blank is "not filled" and checked elsewhere.
 */
export function isHttpLink(value: string): boolean {
  return /^https?:\/\/[^\s/?#\\]+[^\s\u0000-\u001f\u007f]*$/i.test(value);
}

/** Script, event handlers and javascript: URLs are refused outright (and the rest sanitised on store). */
export function hasScript(html: string): boolean {
  return /<\s*\/?\s*(script|iframe|object|embed|frame|frameset|base|meta|link|style)\b|\son[a-z]+\s*=|(java|vb)script\s*:/i.test(
    html,
  );
}

// ── Uploads ─────────────────────────────────────────────────────────────────────────────────────────

/** What an upload is for; each purpose has its own types and size limit (001 §5 "File uploads"). */
export const UPLOAD_PURPOSES = ['image', 'video', 'plugin', 'material', 'annex'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const MB = 1024 * 1024;
/** S3's smallest part (except the last). The spec's 1 MB parts are below it (docs/spec-decisions.md). */
export const MIN_PART_BYTES = 5 * MB;
export const MAX_PARTS = 10_000;
export const UPLOAD_PARALLEL_PARTS = 4;

export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;
/** 001 §2.22: recommended mp4/flv, also avi, wmv, mov, webm, mpeg4, ts, mpg, rm, rmvb, mkv, m4v. */
export const VIDEO_EXTENSIONS = [
  'mp4',
  'flv',
  'avi',
  'wmv',
  'mov',
  'webm',
  'mpeg4',
  'ts',
  'mpg',
  'rm',
  'rmvb',
  'mkv',
  'm4v',
] as const;
/** Files that would run as this site's page or on a visitor's machine without asking are never stored. */
const FORBIDDEN_EXTENSIONS = ['html', 'htm', 'xhtml', 'svg', 'js', 'mjs', 'php', 'jsp', 'asp', 'aspx'];
/** Declared types of pages and scripts: never a video nor a download (the bytes are checked on completion too). */
const PAGE_TYPES = /html|javascript|ecmascript|svg|xml/;

export const uploadMessages = {
  imageType: '上传图片只能是 image/jpeg,image/jpg,image/png,image/gif 格式!',
  imageSize: '上传图片大小不能超过 20M',
  videoType: '视频格式不支持，请上传 mp4、flv、avi、wmv、mov、webm、mpeg4、ts、mpg、rm、rmvb、mkv、m4v 格式',
  videoSize: '上传视频大小不能超过 200M',
  fileType: '不支持上传该类型的文件',
  fileSize: '上传文件大小不能超过 2G',
  nameRequired: '请选择要上传的文件',
  sizeInvalid: '文件大小错误',
  tokenInvalid: '上传凭证无效，请重新获取',
  tokenExpired: '上传凭证已过期，请重新获取',
  uploadNotFound: '上传任务不存在',
  uploadClosed: '上传任务已结束',
  partsInvalid: '分片序号错误',
  partsMissing: '还有分片没有上传完成',
  partMismatch: '分片校验失败，请重新上传该分片',
  sizeMismatch: '上传的文件大小与声明不符，请重新上传',
  failed: '上传失败，请重新上传',
  aborted: '已取消上传',
  imageContent: '文件内容不是 JPG、PNG 或 GIF 图片（与声明的类型不符），请重新上传',
  videoContent: '文件内容不是可识别的视频（与声明的类型不符），请重新上传',
  quotaExceeded: '今日上传已达 {limit} 上限（今日已用 {used}），请明天再上传',
} as const;

/**
 * Which creator flag lets a member upload for each purpose: the submission's own rule (a course needs the
 * course flag, …) applied when the file goes up, so nobody without a flag stores anything. A cover or an
 * intro picture serves every kind; a courseware attachment only a course. Avatars and AI render references
 * are not direct uploads (POST /api/upload).
 */
export const UPLOAD_PURPOSE_KINDS: Record<UploadPurpose, readonly ContributionKind[]> = {
  image: CONTRIBUTION_KINDS,
  video: ['course'],
  annex: ['course'],
  plugin: ['plug'],
  material: ['goods'],
};

const GB = 1024 * MB;
/**
 * Bytes a member may open for direct upload per China day (every upload opened that day and not
 * cancelled or refused counts at its declared size): room for a day's course videos (200 MB each) and a
 * few 2 GB packages. Members without a creator flag open none (UPLOAD_PURPOSE_KINDS).
 */
export const DAILY_UPLOAD_BYTES = 10 * GB;
/**
 * Bytes every member may store per China day through POST /api/upload (avatars under 2 MB, AI render
 * references under 10 MB): a few hundred references, far below what the hourly counts alone would let
 * through (about 14 GB a day).
 */
export const DAILY_MEMBER_UPLOAD_BYTES = 500 * MB;

/** '10 GB', '350 MB', '12 KB': a size as the quota message shows it. */
export function formatUploadSize(bytes: number): string {
  if (bytes >= GB) return `${Number((bytes / GB).toFixed(1))} GB`;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

export interface UploadLimit {
  maxBytes: number;
  sizeMessage: string;
}

export const UPLOAD_LIMITS: Record<UploadPurpose, UploadLimit> = {
  image: { maxBytes: 20 * MB, sizeMessage: uploadMessages.imageSize },
  video: { maxBytes: 200 * MB, sizeMessage: uploadMessages.videoSize },
  plugin: { maxBytes: 2048 * MB, sizeMessage: uploadMessages.fileSize },
  material: { maxBytes: 2048 * MB, sizeMessage: uploadMessages.fileSize },
  annex: { maxBytes: 2048 * MB, sizeMessage: uploadMessages.fileSize },
};

/** Whitespace is removed from file names before storage (001 §5); path separators never survive. */
export function cleanFileName(name: string): string {
  return name
    .replace(/\s+/g, '')
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_')
    .slice(-120);
}

export const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** Why a file may not be uploaded for `purpose`, or null when it may. */
export function uploadProblem(
  purpose: UploadPurpose,
  file: { name: string; size: number; type: string },
): string | null {
  const ext = extensionOf(file.name);
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  if (purpose === 'image') {
    if (!(IMAGE_TYPES as readonly string[]).includes(type) || !['jpg', 'jpeg', 'png', 'gif'].includes(ext))
      return uploadMessages.imageType;
  } else if (purpose === 'video') {
    if (!(VIDEO_EXTENSIONS as readonly string[]).includes(ext) || PAGE_TYPES.test(type))
      return uploadMessages.videoType;
  } else if (FORBIDDEN_EXTENSIONS.includes(ext) || PAGE_TYPES.test(type)) {
    return uploadMessages.fileType;
  }
  const limit = UPLOAD_LIMITS[purpose];
  if (file.size > limit.maxBytes) return limit.sizeMessage;
  return null;
}

/** Picture types an `image` upload's bytes may be (what the covers and pages show). */
const IMAGE_CONTENT = ['image/jpeg', 'image/png', 'image/gif'];
/** Besides video/*: RealMedia and ASF (.rm, .rmvb, .wmv), which the detector names as application types. */
const VIDEO_CONTENT_EXTRA = ['application/vnd.rn-realmedia', 'application/vnd.ms-asf'];

/**
 * Why an upload's bytes do not fit its purpose, or null when they do. `detected` is the type the server
 * read from the bytes at completion (undefined when they match no known format), never the declared one.
 * Pictures and videos must be what they claim; plugins, materials and attachments may be any file
 * (installers, .gh/.3dm/.skp models, archives) because they are only ever served as downloads.
 */
export function uploadContentProblem(purpose: UploadPurpose, detected: string | undefined): string | null {
  const type = detected?.toLowerCase() ?? '';
  if (purpose === 'image') return IMAGE_CONTENT.includes(type) ? null : uploadMessages.imageContent;
  if (purpose === 'video')
    return type.startsWith('video/') || VIDEO_CONTENT_EXTRA.includes(type)
      ? null
      : uploadMessages.videoContent;
  return null;
}

/**
 * The type a stored upload is served with: a picture, sound or video as its bytes show it; anything else
 * (archives, documents, unknown bytes) as `application/octet-stream`, which storage serves as an attachment.
 * SVG is never a picture here (it carries script); the detector does not name it anyway.
 */
export function servedUploadType(detected: string | undefined): string {
  const type = detected?.toLowerCase() ?? '';
  return /^(image\/(?!svg)|audio\/|video\/)[a-z0-9.+-]+$/.test(type) ? type : 'application/octet-stream';
}

/** Parts of at least 5 MiB, few enough for S3's 10,000-part ceiling; a small file is one part. */
export function partPlan(size: number): { partSize: number; partCount: number } {
  const partSize = Math.max(MIN_PART_BYTES, Math.ceil(size / MAX_PARTS));
  return { partSize, partCount: Math.max(1, Math.ceil(size / partSize)) };
}

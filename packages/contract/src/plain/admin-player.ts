// Plain values of the back office's player settings (docs/spec-decisions.md "Back office"): a course's ads
// (002 §4 / §9) and a lesson's captions. Zod-free, so the admin app checks files with the server's limits and
// messages.

export const adminPlayerMessages = {
  adImageInvalid: '广告图片需为本站上传的图片',
  adLinkInvalid: '跳转链接需以 / 或 https:// 开头',
  adVideoInvalid: '请先上传广告视频',
  adSecondsInvalid: '广告时长需为 1–120 秒的整数',
  tooManyAdVideos: '多段视频广告最多 5 段',
  adVideoMissing: '请选择要上传的广告视频',
  adVideoType: '广告视频需为 MP4 文件',
  adVideoUnreadable: '无法识别该视频文件，请上传 H.264 编码的 MP4',
  adVideoContainer: '广告视频需为 MP4 文件（.mov 请先导出为 MP4）',
  adVideoCodec: '广告视频画面需为 H.264（8 位 4:2:0）编码，H.265/HEVC 等浏览器无法播放，请重新导出',
  adVideoAudio: '广告视频的声音需为 AAC 编码（或无声）',
  adVideoTooLarge: '广告视频不能超过 50MB',
  captionNotFound: '字幕不存在',
  captionMissing: '请选择字幕文件',
  captionType: '字幕需为 WebVTT 文件（以 WEBVTT 开头）',
  captionTooLarge: '字幕文件不能超过 512KB',
  captionFileInvalid: '请先上传字幕文件',
  captionLangInvalid: '语言代码格式如 zh-CN、en',
  captionLabelRequired: '请填写字幕名称',
  captionLabelTooLong: '字幕名称不能超过 30 个字符',
  tooManyCaptions: '每个课时最多 10 条字幕',
} as const;

export const ADMIN_AD_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const ADMIN_CAPTION_MAX_BYTES = 512 * 1024;
export const ADMIN_CAPTIONS_PER_LESSON = 10;
export const ADMIN_AD_VIDEOS_MAX = 5;
/** Private storage prefixes of staff-uploaded ad videos and captions. */
export const ADMIN_AD_VIDEO_PREFIX = 'admin/ads/';
export const ADMIN_CAPTION_PREFIX = 'admin/captions/';

/** Whether a text is a WebVTT file: an optional BOM, 'WEBVTT', then a space, tab, line break or the end. */
export function isWebVtt(text: string): boolean {
  return /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text);
}

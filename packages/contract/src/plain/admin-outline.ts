// Plain values of the back office's outline extras (docs/spec-decisions.md "Back office"): chapter / lesson
// locks, chapter attachments and lesson progress markers. Zod-free, so the admin app shows the server's
// limits and messages.

export const adminOutlineMessages = {
  attachmentNotFound: '附件不存在',
  attachmentNameRequired: '请填写附件名称',
  attachmentNameTooLong: '附件名称不能超过 100 个字符',
  attachmentFileMissing: '请先上传附件文件',
  attachmentOrderMismatch: '附件已被他人修改，请刷新后重新排序',
  tooManyAttachments: '每个章节最多 20 个附件',
  markerNotFound: '打点不存在',
  markerTitleRequired: '请填写打点标题',
  markerTitleTooLong: '打点标题不能超过 60 个字符',
  markerDescribeTooLong: '打点说明不能超过 200 个字符',
  markerTimeInvalid: '请按“分:秒”填写打点时间，如 1:30',
  markerBeyondDuration: '打点时间不能超过课时时长 {duration}',
  markerCoverInvalid: '打点图片需为本站上传的图片',
  tooManyMarkers: '每个课时最多 50 个打点',
} as const;

export const ADMIN_ATTACHMENTS_PER_CHAPTER = 20;
export const ADMIN_MARKERS_PER_LESSON = 50;

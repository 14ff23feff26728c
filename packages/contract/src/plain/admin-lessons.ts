// Plain values of the back office's course outline (docs/spec-decisions.md "Back office"): chapters, lessons,
// lesson videos. Zod-free, so the admin app shows the same limits and messages the server answers.

export const adminLessonMessages = {
  chapterNotFound: '章节不存在',
  chapterNameRequired: '请填写章节名称',
  chapterNameTooLong: '章节名称不能超过 100 个字符',
  chapterHasLessons: '该章节下还有 {count} 个课时，请先删除或移到其他章节',
  lessonNotFound: '课时不存在',
  lessonNameRequired: '请填写课时名称',
  lessonNameTooLong: '课时名称不能超过 100 个字符',
  durationInvalid: '时长需为 0–86400 秒的整数',
  orderMismatch: '章节或课时已被他人修改，请刷新后重新排序',
  videoMissing: '请选择要上传的视频',
  videoNotUploaded: '视频尚未上传完成，请重新上传',
} as const;

/** A lesson's length as staff read and type it: 'm:ss' (or 'h:mm:ss'). */
export function formatLessonDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** 'm:ss', 'h:mm:ss' or plain seconds → seconds; null when it is none of them. */
export function parseLessonDuration(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d+(:\d{1,2}){0,2}$/.test(t)) return null;
  const parts = t.split(':').map(Number);
  if (parts.slice(1).some((p) => p > 59)) return null;
  return parts.reduce((sum, p) => sum * 60 + p, 0);
}

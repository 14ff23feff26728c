/** ffmpeg and ffprobe are spawned directly (no wrapper library); their paths come from config. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
}

export const defaultTools: MediaTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };

/**
 * bench:first-frame's seek, run inside the page: what a seek waits for, step by step. It sets currentTime
 * as artplayer's progress bar does and records, from that moment, the media events (seeking, waiting,
 * canplay, seeked), the first frame presented at the new position (requestVideoFrameCallback), every
 * request the player made meanwhile (resource timing: which rung's segment, the key, a playlist) and how
 * many frames Chromium decoded to get there (the frames from the keyframe before the target).
 *
 * It is handed to page.evaluate as it is, so it names no inner function (tsx's keepNames would wrap it in
 * a helper the page does not have).
 */

export interface SeekRequest {
  /** 'seg 720p/seg_00004', 'key', 'playlist 720p' or the path. */
  what: string;
  /** ms from the seek: request start and response end. */
  start: number;
  end: number;
  bytes: number;
}

export interface SeekTrace {
  seekTo: number;
  /** The target lay in media already loaded (video.buffered) when the seek began. */
  seekWasBuffered: boolean;
  /** The buffered ranges at the seek, seconds. */
  buffered: [number, number][];
  /** The picture's height when the seek began (the rung playing). */
  height: number;
  /** ms from the seek to each media event (-1: it did not happen). */
  waiting: number;
  canplay: number;
  seeked: number;
  seekFrame: number;
  /** Frames Chromium decoded between the seek and the first frame at the target. */
  framesDecoded: number;
  requests: SeekRequest[];
}

export function seekInPage(fraction: number): Promise<SeekTrace> {
  return new Promise<SeekTrace>((resolve) => {
    const video = document.querySelector('video')!;
    const seekTo = Math.round(video.duration * fraction * 10) / 10;
    const buffered: [number, number][] = [];
    for (let i = 0; i < video.buffered.length; i++)
      buffered.push([video.buffered.start(i), video.buffered.end(i)]);
    const seekWasBuffered = buffered.some(([from, to]) => from <= seekTo && seekTo < to);
    const framesBefore = video.getVideoPlaybackQuality().totalVideoFrames;
    const events = { waiting: -1, canplay: -1 };
    const started = performance.now();
    video.addEventListener('waiting', () => (events.waiting = performance.now() - started), { once: true });
    video.addEventListener('canplay', () => (events.canplay = performance.now() - started), { once: true });
    video.addEventListener(
      'seeked',
      () => {
        const seeked = performance.now() - started;
        video.requestVideoFrameCallback((now) => {
          const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.startTime >= started - 1)
            .map((entry) => {
              const pathname = new URL(entry.name).pathname;
              const segment = /\/([\w-]+)\/(seg_\d+)\.ts$/.exec(pathname);
              const playlist = /\/v\/([\w-]+)\/index\.m3u8$/.exec(pathname);
              return {
                what: segment
                  ? `seg ${segment[1]}/${segment[2]}`
                  : playlist
                    ? `playlist ${playlist[1]}`
                    : pathname.endsWith('/key')
                      ? 'key'
                      : pathname,
                start: entry.startTime - started,
                end: entry.responseEnd - started,
                bytes: entry.encodedBodySize,
              };
            });
          resolve({
            seekTo,
            seekWasBuffered,
            buffered,
            height: video.videoHeight,
            ...events,
            seeked,
            seekFrame: now - started,
            framesDecoded: video.getVideoPlaybackQuality().totalVideoFrames - framesBefore,
            requests,
          });
        });
      },
      { once: true },
    );
    video.currentTime = seekTo;
  });
}

import type Artplayer from 'artplayer';
import type Hls from 'hls.js';
import { describe, expect, it } from 'vitest';
import { attachHls, sourceType } from './hls-source.ts';

type Handler = (event: string, data: any) => void;

/** Just enough of hls.js to watch what attachHls does with errors. */
function fakeHls() {
  const instances: FakeHls[] = [];
  class FakeHls {
    static Events = { MANIFEST_PARSED: 'manifestParsed', ERROR: 'error' };
    static ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError' };
    static ErrorDetails = { MANIFEST_LOAD_ERROR: 'manifestLoadError', LEVEL_LOAD_ERROR: 'levelLoadError' };
    static isSupported = () => true;
    static DefaultConfig = {};
    handlers = new Map<string, Handler[]>();
    loaded: string[] = [];
    levels = [];
    config: Record<string, unknown>;
    constructor(config: Record<string, unknown>) {
      this.config = { ...config };
      instances.push(this);
    }
    loadSource(url: string) {
      this.loaded.push(url);
    }
    attachMedia() {}
    destroy() {}
    recoverMediaError() {}
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    }
    once(event: string, handler: Handler) {
      const wrapped: Handler = (e, d) => {
        this.handlers.set(
          event,
          (this.handlers.get(event) ?? []).filter((h) => h !== wrapped),
        );
        handler(e, d);
      };
      this.on(event, wrapped);
    }
    emit(event: string, data: any) {
      for (const handler of this.handlers.get(event) ?? []) handler(event, data);
    }
  }
  return { HlsImpl: FakeHls as unknown as typeof Hls, instances };
}

function setUp() {
  const { HlsImpl, instances } = fakeHls();
  const video = Object.assign(new EventTarget(), {
    currentTime: 0,
    paused: false,
    play: async () => undefined,
  }) as unknown as HTMLVideoElement;
  const art = { notice: { show: '' }, on() {}, setting: { add() {} } };
  attachHls(HlsImpl, video, '/api/media/tasks/1/master.m3u8?token=t', art as unknown as Artplayer);
  return { hls: instances[0]!, video, art };
}
const refused = (details: string) => ({
  fatal: true,
  type: 'networkError',
  details,
  response: { code: 403 },
});

describe('attachHls and the master playlist grant', () => {
  it('asks the master again when a variant playlist or key is refused, and goes on where it was', () => {
    const { hls, video, art } = setUp();
    video.currentTime = 312;
    hls.emit('error', refused('levelLoadError'));
    expect(hls.loaded).toEqual([
      '/api/media/tasks/1/master.m3u8?token=t',
      '/api/media/tasks/1/master.m3u8?token=t',
    ]);
    video.currentTime = 0; // a new MediaSource starts at 0
    hls.emit('manifestParsed', {});
    expect(video.currentTime).toBe(312);
    expect(art.notice.show).toBe('');
    // Refused again at once: the rights are gone, say so instead of asking in a loop.
    hls.emit('error', refused('keyLoadError'));
    expect(hls.loaded).toHaveLength(2);
    expect(art.notice.show).toBe('播放链接已失效，请刷新页面后重试');
  });

  it('shows the notice when the master playlist itself is refused', () => {
    const { hls, art } = setUp();
    hls.emit('error', refused('manifestLoadError'));
    expect(hls.loaded).toHaveLength(1);
    expect(art.notice.show).toBe('播放链接已失效，请刷新页面后重试');
  });

  it('renews the grant when an audio playlist is refused, which hls.js calls non-fatal', () => {
    const { hls, art } = setUp();
    hls.emit('error', { ...refused('audioTrackLoadError'), fatal: false });
    expect(hls.loaded).toHaveLength(2);
    expect(art.notice.show).toBe('');
  });

  it('leaves other non-fatal errors to hls.js', () => {
    const { hls, art } = setUp();
    hls.emit('error', {
      fatal: false,
      type: 'networkError',
      details: 'fragLoadError',
      response: { code: 404 },
    });
    hls.emit('error', { ...refused('levelLoadError'), fatal: false });
    // A refusal right after a renewal is no reason to ask again, and not fatal yet: no notice either.
    hls.emit('error', { ...refused('keyLoadError'), fatal: false });
    expect(hls.loaded).toHaveLength(2);
    expect(art.notice.show).toBe('');
  });
});

describe('attachHls and the buffer', () => {
  it('buffers one segment until the first play, then as hls.js does by default', () => {
    const { hls, video } = setUp();
    expect(hls.config.maxMaxBufferLength).toBe(2);
    video.dispatchEvent(new Event('play'));
    expect(hls.config.maxMaxBufferLength).toBe(600);
  });
});

describe('sourceType', () => {
  it('plays a plain video file natively and everything else through hls.js', () => {
    expect(sourceType('/files/public/demo/banners/home-loop.mp4')).toBe('');
    expect(sourceType('https://cdn.example.com/intro.MP4?v=2#t=3')).toBe('');
    expect(sourceType('/v/intro.webm')).toBe('');
    expect(sourceType('/api/media/tasks/7/master.m3u8?token=a.mp4')).toBe('m3u8');
    expect(sourceType('/api/media/tasks/7/master')).toBe('m3u8');
  });
});

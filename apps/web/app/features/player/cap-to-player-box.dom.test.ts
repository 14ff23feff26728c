// @vitest-environment happy-dom
import { CapLevelController, type Events, type Level, type ManifestParsedData } from 'hls.js';
import { afterEach, describe, expect, it } from 'vitest';
import { capToPlayerBoxNow } from './cap-to-player-box.ts';

/** The demo ladder (platform/media/hls-args.ts): 480p and 720p. */
const LADDER = [
  { width: 854, height: 480, bitrate: 1_200_000, videoCodec: 'avc1.64001e' },
  { width: 1280, height: 720, bitrate: 2_800_000, videoCodec: 'avc1.64001f' },
] as unknown as Level[];

/** A ResizeObserver whose first report has not come yet (it comes with the next rendered frame). */
class ObserverBeforeItsFirstFrame {
  observe() {}
  disconnect() {}
}

/** Just the part of hls.js the capping controller reads and writes. */
function fakeHls() {
  return {
    config: { capLevelToPlayerSize: true, maxDevicePixelRatio: 2, ignoreDevicePixelRatio: true },
    // No rungs while the media is attached: the master playlist has not come yet.
    levels: [] as Level[],
    autoLevelCapping: -1,
    autoLevelEnabled: true,
    logger: { log() {} },
    on() {},
    off() {},
  };
}

/** A 375 × 211 player, as laid out on a phone. */
function phoneVideo() {
  const video = document.createElement('video');
  video.getBoundingClientRect = () =>
    ({ width: 375, height: 211, left: 0, top: 0, right: 375, bottom: 211 }) as DOMRect;
  return video;
}

function parseManifest(Controller: typeof CapLevelController) {
  const hls = fakeHls();
  const controller = new Controller(hls as never) as unknown as {
    onMediaAttaching(event: string, data: { media: HTMLVideoElement }): void;
    onManifestParsed(event: Events.MANIFEST_PARSED, data: Partial<ManifestParsedData>): void;
  };
  controller.onMediaAttaching('hlsMediaAttaching', { media: phoneVideo() });
  hls.levels = LADDER;
  controller.onManifestParsed('hlsManifestParsed' as Events.MANIFEST_PARSED, { levels: LADDER, video: true });
  return hls.autoLevelCapping;
}

const realObserver = globalThis.ResizeObserver;
afterEach(() => {
  globalThis.ResizeObserver = realObserver;
});

describe('capping the rungs to the player as the master playlist is parsed', () => {
  it('caps a phone-width player to 480p before loading starts, where hls.js alone waits for a frame', () => {
    globalThis.ResizeObserver = ObserverBeforeItsFirstFrame as unknown as typeof ResizeObserver;
    // hls.js by itself: no cap yet when loading starts, so the first segments may come from 720p.
    expect(parseManifest(CapLevelController)).toBe(-1);
    expect(parseManifest(capToPlayerBoxNow(CapLevelController))).toBe(0);
  });
});

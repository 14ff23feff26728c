import os from 'node:os';
import path from 'node:path';

/**
 * The demo's WebP pictures (seed/demo-pictures.ts), shared by every platform the tests start — API test files,
 * the e2e platforms, the restart test, the cluster's seed: keyed by content, so sharing is safe, and each picture
 * is drawn once per machine rather than by every fresh data directory (≈ 400 pictures, ~30 s of ffmpeg).
 */
export const TEST_DEMO_PICTURE_CACHE_DIR = path.join(os.tmpdir(), 'platform-test-demo-pictures');

/**
 * The narrated demo lesson videos the e2e and cluster platforms make (named by a hash of their script):
 * shared by every run on this machine, so only the first run after a script changes makes them.
 */
export const TEST_DEMO_VIDEO_CACHE_DIR = path.join(os.tmpdir(), 'platform-test-demo-videos');

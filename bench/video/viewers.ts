/**
 * Simulated viewers for bench/video: each one opens a lesson as the player does (master playlist with the
 * lesson link's token → the top rung's playlist → the AES-128 key, both with the grant the master handed
 * out) and then fetches its segments in real time: segment i is asked for when segment i-1's play time
 * starts, and arrives late when its download takes longer than its own duration (the player's buffer would
 * run dry). A lesson shorter than the run is played again from its first segment, as if it were longer,
 * without opening it again: a real lesson is 10–40 minutes, so opens are rare next to segments (their cost
 * is measured on its own, run.ts).
 */
import http from 'node:http';

export interface Segment {
  url: string;
  seconds: number;
}

export interface OpenedLesson {
  segments: Segment[];
  /** The rung played, e.g. 720p. */
  rung: string;
  /** The rung's playlist and key links (with the master's grant), for measuring their checks. */
  playlistUrl: string;
  keyUrl: string | null;
}

export interface LevelResult {
  viewers: number;
  segments: number;
  late: number;
  errors: number;
  bytes: number;
  /** Longest download as a share of its segment's duration (1 = exactly on time). */
  worstShare: number;
  seconds: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 100_000 });

/** A GET whose body is counted (and kept only when asked, for playlists). */
export function get(url: string, keep = false): Promise<{ status: number; bytes: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      let bytes = 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          text: keep ? Buffer.concat(chunks).toString() : '',
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(60_000, () => request.destroy(new Error('timeout')));
  });
}

async function text(url: string): Promise<string> {
  const answer = await get(url, true);
  if (answer.status !== 200) throw new Error(`${answer.status} from ${url}: ${answer.text.slice(0, 200)}`);
  return answer.text;
}

/**
 * The rung a viewer plays: `wanted` (e.g. 720p) when the master has it, else the highest (the one a
 * player on a fast link settles on).
 */
function pickRung(master: string, base: string, wanted?: string): { name: string; url: string } {
  const lines = master.split('\n');
  const rungs = lines.flatMap((line, i) => {
    const bandwidth = /^#EXT-X-STREAM-INF:.*?BANDWIDTH=(\d+)/.exec(line);
    if (!bandwidth) return [];
    const url = new URL(lines[i + 1]!.trim(), base).toString();
    return [{ bandwidth: Number(bandwidth[1]), url, name: /\/v\/([^/]+)\//.exec(url)?.[1] ?? '?' }];
  });
  const chosen = rungs.find((r) => r.name === wanted) ?? rungs.sort((a, b) => b.bandwidth - a.bandwidth)[0];
  if (!chosen) throw new Error('the master playlist names no rung');
  return chosen;
}

/** Opens a lesson from its link as the player does: master, top rung, key; answers the segment links. */
export async function openLesson(link: string, wantedRung?: string): Promise<OpenedLesson> {
  const rung = pickRung(await text(link), link, wantedRung);
  const media = await text(rung.url);
  const key = /#EXT-X-KEY:.*URI="([^"]+)"/.exec(media)?.[1];
  const keyUrl = key ? new URL(key, rung.url).toString() : null;
  if (keyUrl) {
    const answer = await get(keyUrl);
    if (answer.status !== 200 || answer.bytes !== 16) throw new Error(`the key answered ${answer.status}`);
  }
  const segments: Segment[] = [];
  const lines = media.split('\n');
  lines.forEach((line, i) => {
    const duration = /^#EXTINF:([\d.]+)/.exec(line);
    if (duration)
      segments.push({
        seconds: Number(duration[1]),
        url: new URL(lines[i + 1]!.trim(), rung.url).toString(),
      });
  });
  if (segments.length === 0) throw new Error('the rung playlist has no segment');
  return { segments, rung: rung.name, playlistUrl: rung.url, keyUrl };
}

/** The same segments from another server (the static ceiling): same paths, its origin. */
export function fromOrigin(lesson: OpenedLesson, origin: string): OpenedLesson {
  return {
    ...lesson,
    segments: lesson.segments.map((s) => ({
      ...s,
      url: origin + new URL(s.url).pathname + new URL(s.url).search,
    })),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `viewers` viewers for `seconds`, each playing `lesson` (already opened: the segment links are the
 * player's) in real time, their starts spread over the first segment's duration so they do not ask in step.
 */
export async function playLevel(
  lesson: OpenedLesson,
  viewers: number,
  seconds: number,
): Promise<LevelResult> {
  const result: LevelResult = { viewers, segments: 0, late: 0, errors: 0, bytes: 0, worstShare: 0, seconds };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const spread = lesson.segments[0]!.seconds * 1000;
  await Promise.all(
    Array.from({ length: viewers }, async (_, n) => {
      await sleep((spread * n) / viewers);
      let due = performance.now();
      for (let i = 0; ; i = (i + 1) % lesson.segments.length) {
        const segment = lesson.segments[i]!;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        if (performance.now() >= deadline) return;
        const asked = performance.now();
        try {
          const answer = await get(segment.url);
          result.bytes += answer.bytes;
          if (answer.status !== 200) result.errors += 1;
        } catch {
          result.errors += 1;
        }
        const share = (performance.now() - asked) / (segment.seconds * 1000);
        result.segments += 1;
        if (share > 1) result.late += 1;
        result.worstShare = Math.max(result.worstShare, share);
        due += segment.seconds * 1000;
      }
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/**
 * A narrated lesson's script and the pure arithmetic around it: where each sentence falls on the timeline
 * (from the real measured length of its spoken WAV), the WebVTT captions written from the same sentences,
 * and the cache key that names the finished video. The slow parts (espeak-ng, ffmpeg) live in
 * narrated-lesson.ts; everything here is exact and unit-tested.
 */
import { createHash } from 'node:crypto';

/** One slide: what is on screen (a heading and a step list) and what is said while it shows. */
export interface LessonSlide {
  heading: string;
  /** The on-screen steps / key points, in order (3–5 short lines). */
  points: string[];
  /** The narration, one sentence per entry: one WAV and one caption cue each. */
  narration: string[];
}

export interface LessonScript {
  title: string;
  slides: LessonSlide[];
}

/** A lesson video to make: its script and, for the audio-track switch, the same slides narrated in English. */
export interface NarratedVideo {
  name: string;
  script: LessonScript;
  /** Same number of slides as `script`; its narration is the English track (slides still show the Chinese). */
  english?: LessonScript;
}

/**
 * Bumped whenever the drawing or the timing changes, so every cached video is made again.
 * Part of the cache key together with the script text.
 */
export const NARRATION_GENERATOR_VERSION = 2;

export interface TimelineOptions {
  /** Silence before a slide's first sentence, seconds. */
  lead: number;
  /** Silence after each sentence, seconds. */
  gap: number;
  /** Frames per second of the slides: each slide lasts a whole number of frames. */
  fps: number;
}

export const TIMELINE: TimelineOptions = { lead: 0.6, gap: 0.35, fps: 10 };

export interface Cue {
  start: number;
  end: number;
  text: string;
}

export interface Timeline {
  /** How long each slide is held, seconds (a whole number of frames, long enough for every track). */
  slideSeconds: number[];
  /** Per audio track: one cue per sentence, at its place on the whole lesson's timeline. */
  cues: Cue[][];
}

/** Rounds to a microsecond so sums of floats compare and print exactly. */
const exact = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Lays the sentences out: each slide starts with `lead` seconds of silence, then sentence after sentence
 * with `gap` after each; the slide is held until its longest track has finished, rounded up to a frame.
 * `durations[track][slide][sentence]` are the measured WAV lengths; `texts` the same shape, for the cues.
 */
export function planTimeline(
  durations: number[][][],
  texts: string[][][],
  options: TimelineOptions = TIMELINE,
): Timeline {
  const slides = durations[0]?.length ?? 0;
  if (durations.some((track) => track.length !== slides)) throw new Error('各音轨的幻灯片数量不一致');
  const slideSeconds: number[] = [];
  const cues: Cue[][] = durations.map(() => []);
  let slideStart = 0;
  for (let s = 0; s < slides; s++) {
    let longest = 0;
    durations.forEach((track, t) => {
      let at = slideStart + options.lead;
      track[s]!.forEach((seconds, i) => {
        cues[t]!.push({ start: exact(at), end: exact(at + seconds), text: texts[t]![s]![i]! });
        at += seconds + options.gap;
      });
      longest = Math.max(longest, at - slideStart);
    });
    const held = exact(Math.ceil(exact(longest * options.fps)) / options.fps);
    slideSeconds.push(held);
    slideStart = exact(slideStart + held);
  }
  return { slideSeconds, cues };
}

/** 83.5 → '00:01:23.500' (WebVTT's timestamp, milliseconds rounded). */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The WebVTT file of one track's cues. */
export function webVtt(cues: readonly Cue[]): string {
  return `WEBVTT\n\n${cues.map((c) => `${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.text}\n`).join('\n')}`;
}

/**
 * The cache key of a lesson video: a hash of everything that decides its bytes (scripts, voices, layout,
 * generator version), so a changed sentence makes a new video and an unchanged one is never made twice.
 */
export function narratedVideoKey(video: NarratedVideo, voices: { zh: string; en: string }): string {
  const input = JSON.stringify({
    version: NARRATION_GENERATOR_VERSION,
    timeline: TIMELINE,
    voices,
    script: video.script,
    english: video.english ?? null,
  });
  return createHash('sha256').update(input).digest('hex').slice(0, 16);
}

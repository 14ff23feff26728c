/**
 * Script → lesson video: every sentence spoken by espeak-ng and measured, the slides held for their
 * narration (planTimeline), drawn by ffmpeg and joined into one MP4 (H.264 + AAC, 1280x720 at 10 fps: slides
 * need no more), with one audio track per language and WebVTT captions from the same timeline.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type NarratedVideo, planTimeline, TIMELINE, webVtt } from './lesson-script.ts';
import { layTrack, type Pcm, speakSentence, writeWav } from './narration.ts';
import { runTool } from './probe.ts';
import { slideBackground, slideFilter } from './slide-drawing.ts';

export interface NarrationTools {
  ffmpeg: string;
  espeak: string;
  /** espeak-ng voices: 'cmn' (Mandarin) and 'en'. */
  voices: { zh: string; en: string };
  /**
   * x264 preset of the source. 'ultrafast' by default: the transcode encodes it again for every rung, so
   * the source only needs to carry still slides losslessly enough, and this halves the making's CPU time.
   */
  preset?: string;
}

const QUIET = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];

export interface MadeLesson {
  seconds: number;
  /** WebVTT per language: 'zh' always, 'en' when the video has an English track. */
  captions: { zh: string; en?: string };
}

/** Makes `video` into `output` (an .mp4); answers its length and captions. */
export async function makeNarratedLesson(
  video: NarratedVideo,
  output: string,
  tools: NarrationTools,
  signal?: AbortSignal,
): Promise<MadeLesson> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'narrated-lesson-'));
  try {
    const tracks = [{ script: video.script, voice: tools.voices.zh, language: 'chi' }];
    if (video.english) tracks.push({ script: video.english, voice: tools.voices.en, language: 'eng' });
    // Each track's sentences, spoken one by one (espeak-ng is quick; a lesson takes a few seconds).
    const spoken: Pcm[][][] = [];
    for (const [t, track] of tracks.entries()) {
      const slides: Pcm[][] = [];
      for (const [s, slide] of track.script.slides.entries()) {
        const sentences: Pcm[] = [];
        for (const [i, sentence] of slide.narration.entries())
          sentences.push(
            await speakSentence(
              tools.espeak,
              track.voice,
              sentence,
              path.join(dir, `t${t}-${s}-${i}.wav`),
              signal,
            ),
          );
        slides.push(sentences);
      }
      spoken.push(slides);
    }
    const timeline = planTimeline(
      spoken.map((slides) =>
        slides.map((sentences) => sentences.map((p) => p.data.length / (2 * p.channels * p.sampleRate))),
      ),
      tracks.map((track) => track.script.slides.map((slide) => slide.narration)),
    );
    const seconds = timeline.slideSeconds.reduce((a, b) => a + b, 0);
    const audioFiles = await Promise.all(
      tracks.map(async (_, t) => {
        const file = path.join(dir, `track${t}.wav`);
        await writeWav(file, layTrack(spoken[t]!.flat(), timeline.cues[t]!, seconds));
        return file;
      }),
    );
    const slides = video.script.slides;
    // Each slide is drawn once into a PNG (drawtext per frame would redraw every line ten times a second).
    const pictures = slides.map((_, i) => path.join(dir, `slide${i}.png`));
    const drawings = await Promise.all(
      slides.map(async (slide, index) => {
        const drawn = await slideFilter({
          slide,
          title: video.script.title,
          index,
          count: slides.length,
          dir,
        });
        return `[${index}:v]${drawn}[s${index}]`;
      }),
    );
    await runTool(
      tools.ffmpeg,
      [
        ...QUIET,
        ...slides.flatMap(() => ['-f', 'lavfi', '-i', slideBackground(1, 1)]),
        '-filter_complex',
        drawings.join(';'),
        ...pictures.flatMap((file, i) => ['-map', `[s${i}]`, '-frames:v', '1', '-update', '1', file]),
      ],
      signal,
    );
    // Each picture decoded once and repeated for its slide's whole number of frames (the loop filter),
    // rather than a looping image input decoded afresh for every frame.
    const held = timeline.slideSeconds.map(
      (seconds, i) =>
        `[${i}:v]loop=loop=${Math.round(seconds * TIMELINE.fps) - 1}:size=1:start=0,setpts=N/${TIMELINE.fps}/TB[h${i}]`,
    );
    const concat = `${slides.map((_, i) => `[h${i}]`).join('')}concat=n=${slides.length}:v=1:a=0[v]`;
    const args = [
      ...QUIET,
      ...pictures.flatMap((file) => ['-i', file]),
      ...audioFiles.flatMap((file) => ['-i', file]),
      '-filter_complex',
      [...held, concat].join(';'),
      '-map',
      '[v]',
      ...audioFiles.flatMap((_, t) => ['-map', `${slides.length + t}:a`]),
      ...tracks.flatMap((track, t) => [`-metadata:s:a:${t}`, `language=${track.language}`]),
      '-c:v',
      'libx264',
      '-preset',
      tools.preset ?? 'ultrafast',
      '-tune',
      'stillimage',
      '-crf',
      '20',
      '-pix_fmt',
      'yuv420p',
      '-r',
      String(TIMELINE.fps),
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-ac',
      '1',
      '-ar',
      '44100',
      '-movflags',
      '+faststart',
      output,
    ];
    await runTool(tools.ffmpeg, args, signal);
    return {
      seconds,
      captions: {
        zh: webVtt(timeline.cues[0]!),
        ...(video.english ? { en: webVtt(timeline.cues[1]!) } : {}),
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

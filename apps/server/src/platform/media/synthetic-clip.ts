/**
 * Short real videos drawn by ffmpeg's test sources, for the demo lessons and the media tests: a picture
 * with zero, one or several sine tracks, each tagged with its language like a film with dubbed tracks.
 */
import { execFileSync } from 'node:child_process';

export interface ToneTrack {
  /** Hz of the sine: tracks sound different, so a listener can tell them apart. */
  frequency: number;
  /** The language tag as files carry it ('chi', 'eng'); none when left out. */
  language?: string;
}

export interface SyntheticClip {
  /** An ffmpeg lavfi source ('testsrc2=size=1280x720:rate=25'). */
  picture: string;
  seconds: number;
  tones: readonly ToneTrack[];
  /** x264 preset: 'veryfast' for the demo, 'ultrafast' in tests. */
  preset?: string;
}

/** The ffmpeg arguments that draw `clip` into `output` (H.264 + AAC in MP4, playable while it downloads). */
export function syntheticClipArgs(clip: SyntheticClip, output: string): string[] {
  const inputs = ['-f', 'lavfi', '-i', clip.picture];
  const maps = ['-map', '0:v'];
  const tags: string[] = [];
  clip.tones.forEach((tone, i) => {
    inputs.push('-f', 'lavfi', '-i', `sine=frequency=${tone.frequency}:sample_rate=44100`);
    maps.push('-map', `${i + 1}:a`);
    if (tone.language) tags.push(`-metadata:s:a:${i}`, `language=${tone.language}`);
  });
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    ...maps,
    '-t',
    String(clip.seconds),
    '-c:v',
    'libx264',
    '-preset',
    clip.preset ?? 'veryfast',
    '-crf',
    '26',
    '-pix_fmt',
    'yuv420p',
    ...(clip.tones.length ? ['-c:a', 'aac', '-b:a', '96k', '-shortest', ...tags] : []),
    '-movflags',
    '+faststart',
    output,
  ];
}

/** For tests: a `seconds`-long test pattern `height` px high (16:9, 25 fps) with the given tones. */
export function makeTestClip(
  file: string,
  options: { seconds?: number; height?: number; tones?: readonly ToneTrack[] } = {},
): string {
  const height = options.height ?? 360;
  const width = Math.round((height * 16) / 9 / 2) * 2;
  const clip: SyntheticClip = {
    picture: `testsrc2=size=${width}x${height}:rate=25`,
    seconds: options.seconds ?? 3,
    tones: options.tones ?? [{ frequency: 440 }],
    preset: 'ultrafast',
  };
  execFileSync('ffmpeg', syntheticClipArgs(clip, file));
  return file;
}

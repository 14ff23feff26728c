/**
 * Spoken narration for lesson videos: one WAV per sentence from espeak-ng, measured by its own sample count
 * (exact, unlike a probe's rounded duration), then laid on the lesson's timeline as one PCM track, so the
 * captions written from the same timeline match what is heard to the sample.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Cue } from './lesson-script.ts';
import { runTool } from './probe.ts';

export interface Pcm {
  sampleRate: number;
  channels: number;
  /** 16-bit little-endian samples, interleaved. */
  data: Buffer;
}

/** Seconds of sound in a PCM buffer. */
export const pcmSeconds = (pcm: Pcm) => pcm.data.length / (2 * pcm.channels * pcm.sampleRate);

/** Reads a 16-bit PCM WAV (what espeak-ng writes), walking its chunks to the format and the samples. */
export function parseWav(bytes: Buffer): Pcm {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('不是 WAV 文件');
  let offset = 12;
  let sampleRate = 0;
  let channels = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    // espeak-ng streams to the file and may leave the size fields at 0xffffffff: clamp to what is there.
    const size = Math.min(bytes.readUInt32LE(offset + 4), bytes.length - offset - 8);
    if (id === 'fmt ') {
      if (bytes.readUInt16LE(offset + 8) !== 1 || bytes.readUInt16LE(offset + 22) !== 16)
        throw new Error('只支持 16 位 PCM WAV');
      channels = bytes.readUInt16LE(offset + 10);
      sampleRate = bytes.readUInt32LE(offset + 12);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV 缺少格式信息');
      const frame = 2 * channels;
      const usable = size - (size % frame);
      return { sampleRate, channels, data: bytes.subarray(offset + 8, offset + 8 + usable) };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV 缺少音频数据');
}

/** A 16-bit PCM WAV file's bytes. */
export function wavBytes(pcm: Pcm): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(pcm.channels, 22);
  header.writeUInt32LE(pcm.sampleRate, 24);
  header.writeUInt32LE(pcm.sampleRate * pcm.channels * 2, 28);
  header.writeUInt16LE(pcm.channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.data.length, 40);
  return Buffer.concat([header, pcm.data]);
}

/** Speaks one sentence with espeak-ng (voice 'cmn' or 'en') into `file`; answers its samples. */
export async function speakSentence(
  espeak: string,
  voice: string,
  text: string,
  file: string,
  signal?: AbortSignal,
): Promise<Pcm> {
  // -s: words per minute, a little slower than the default so Mandarin stays clear.
  await runTool(espeak, ['-v', voice, '-s', '165', '-w', file, text], signal);
  return parseWav(await readFile(file));
}

/**
 * One track for the whole lesson: silence of `seconds`, each sentence's samples placed at its cue's start
 * (the cues come from planTimeline with these very sentences' lengths, so nothing overlaps).
 */
export function layTrack(sentences: readonly Pcm[], cues: readonly Cue[], seconds: number): Pcm {
  const first = sentences[0];
  if (!first) throw new Error('没有旁白');
  const { sampleRate, channels } = first;
  const frame = 2 * channels;
  const data = Buffer.alloc(Math.round(seconds * sampleRate) * frame);
  sentences.forEach((pcm, i) => {
    const at = Math.round(cues[i]!.start * sampleRate) * frame;
    pcm.data.copy(data, at, 0, Math.max(0, Math.min(pcm.data.length, data.length - at)));
  });
  return { sampleRate, channels, data };
}

export async function writeWav(file: string, pcm: Pcm): Promise<void> {
  await writeFile(file, wavBytes(pcm));
}

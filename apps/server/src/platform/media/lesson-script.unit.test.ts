import { describe, expect, it } from 'vitest';
import { type NarratedVideo, narratedVideoKey, planTimeline, vttTime, webVtt } from './lesson-script.ts';
import { layTrack, parseWav, wavBytes } from './narration.ts';

const options = { lead: 0.6, gap: 0.35, fps: 10 };

describe('planTimeline: cues at the measured lengths, slides held a whole number of frames', () => {
  it('one track: lead, sentence, gap, next sentence; the next slide starts where this one is held to', () => {
    const timeline = planTimeline([[[2, 3], [1.25]]], [[['一', '二'], ['三']]], options);
    expect(timeline.slideSeconds).toEqual([6.3, 2.2]);
    expect(timeline.cues).toEqual([
      [
        { start: 0.6, end: 2.6, text: '一' },
        { start: 2.95, end: 5.95, text: '二' },
        { start: 6.9, end: 8.15, text: '三' },
      ],
    ]);
  });

  it('a slide is held for its longest track, and every track’s next slide starts after it', () => {
    const timeline = planTimeline(
      [
        [[2, 3], [1.25]],
        [[4, 3], [0.5]],
      ],
      [
        [['一', '二'], ['三']],
        [['one', 'two'], ['three']],
      ],
      options,
    );
    expect(timeline.slideSeconds).toEqual([8.3, 2.2]);
    expect(timeline.cues[0]![2]).toEqual({ start: 8.9, end: 10.15, text: '三' });
    expect(timeline.cues[1]!.map((c) => [c.start, c.end])).toEqual([
      [0.6, 4.6],
      [4.95, 7.95],
      [8.9, 9.4],
    ]);
  });

  it('rounds a slide up to the next frame (never cuts the last sentence’s gap short)', () => {
    expect(planTimeline([[[1.01]]], [[['一']]], options).slideSeconds).toEqual([2]);
    expect(planTimeline([[[1.05]]], [[['一']]], options).slideSeconds).toEqual([2]);
    expect(planTimeline([[[1.06]]], [[['一']]], options).slideSeconds).toEqual([2.1]);
  });

  it('refuses tracks with different numbers of slides', () => {
    expect(() => planTimeline([[[1]], [[1], [1]]], [[['一']], [['a'], ['b']]], options)).toThrow(
      '各音轨的幻灯片数量不一致',
    );
  });
});

describe('WebVTT', () => {
  it('writes hours, minutes, seconds and rounded milliseconds', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(8.15)).toBe('00:00:08.150');
    expect(vttTime(3723.4567)).toBe('01:02:03.457');
  });

  it('writes one cue per sentence from the timeline', () => {
    const { cues } = planTimeline([[[2, 3], [1.25]]], [[['一', '二'], ['三']]], options);
    expect(webVtt(cues[0]!)).toBe(
      'WEBVTT\n\n00:00:00.600 --> 00:00:02.600\n一\n\n00:00:02.950 --> 00:00:05.950\n二\n\n' +
        '00:00:06.900 --> 00:00:08.150\n三\n',
    );
  });
});

describe('narratedVideoKey', () => {
  const video: NarratedVideo = {
    name: 'guide-gh',
    script: { title: '导学', slides: [{ heading: '标题', points: ['一'], narration: ['第一句。'] }] },
  };
  const voices = { zh: 'cmn', en: 'en' };

  it('is the same for the same script and changes with any sentence, the voices or an English track', () => {
    const key = narratedVideoKey(video, voices);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(narratedVideoKey(structuredClone(video), { ...voices })).toBe(key);
    const edited = structuredClone(video);
    edited.script.slides[0]!.narration[0] = '第一句！';
    expect(narratedVideoKey(edited, voices)).not.toBe(key);
    expect(narratedVideoKey(video, { ...voices, zh: 'yue' })).not.toBe(key);
    expect(narratedVideoKey({ ...video, english: video.script }, voices)).not.toBe(key);
  });

  it('does not depend on the name (two names with one script share the cached video)', () => {
    expect(narratedVideoKey({ ...video, name: 'other' }, voices)).toBe(narratedVideoKey(video, voices));
  });
});

describe('narration PCM', () => {
  const pcm = (samples: number[], sampleRate = 10) => {
    const data = Buffer.alloc(samples.length * 2);
    samples.forEach((s, i) => data.writeInt16LE(s, i * 2));
    return { sampleRate, channels: 1, data };
  };

  it('reads back a WAV it wrote, and one whose sizes espeak-ng left unfinished', () => {
    const bytes = wavBytes(pcm([1, 2, 3]));
    expect(parseWav(bytes)).toEqual(pcm([1, 2, 3]));
    const streamed = Buffer.from(bytes);
    streamed.writeUInt32LE(0xffffffff, 4);
    streamed.writeUInt32LE(0xffffffff, 40);
    expect(parseWav(streamed)).toEqual(pcm([1, 2, 3]));
    expect(() => parseWav(Buffer.from('not a wav file at all, no'))).toThrow('不是 WAV 文件');
  });

  it('lays each sentence at its cue’s start sample, silence elsewhere, the track exactly as long as asked', () => {
    const track = layTrack(
      [pcm([7, 7]), pcm([9])],
      [
        { start: 0.2, end: 0.4, text: 'a' },
        { start: 0.5, end: 0.6, text: 'b' },
      ],
      0.8,
    );
    const samples = Array.from({ length: 8 }, (_, i) => track.data.readInt16LE(i * 2));
    expect(samples).toEqual([0, 0, 7, 7, 0, 9, 0, 0]);
  });
});

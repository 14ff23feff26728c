import { describe, expect, it } from 'vitest';
import { languageTag, nameAudioRenditions, planAudioRenditions } from './audio-renditions.ts';
import { buildHlsArgs } from './hls-args.ts';
import type { ProbedAudio } from './probe.ts';

const stream = (language: string, title = '', isDefault = false): ProbedAudio => ({
  language,
  title,
  isDefault,
});

describe('planAudioRenditions', () => {
  it('plans nothing for a source with one audio stream or none (the muxed ladder stays)', () => {
    expect(planAudioRenditions([])).toEqual([]);
    expect(planAudioRenditions([stream('chi', '中文')])).toEqual([]);
  });

  it('plans one rendition per stream, labelled by title, else language, else a number', () => {
    expect(
      planAudioRenditions([stream('chi'), stream('eng', 'Director’s commentary'), stream('und'), stream('')]),
    ).toEqual([
      { name: 'audio-0', stream: 0, language: 'zh', label: '中文', isDefault: true },
      { name: 'audio-1', stream: 1, language: 'en', label: 'Director’s commentary', isDefault: false },
      { name: 'audio-2', stream: 2, language: '', label: '音轨 3', isDefault: false },
      { name: 'audio-3', stream: 3, language: '', label: '音轨 4', isDefault: false },
    ]);
  });

  it("takes the file's default stream as the default, else the first", () => {
    const planned = planAudioRenditions([stream('eng'), stream('chi', '', true)]);
    expect(planned.map((a) => [a.label, a.isDefault])).toEqual([
      ['English', false],
      ['中文', true],
    ]);
  });

  it('numbers repeated labels and keeps titles fit for NAME="…"', () => {
    const planned = planAudioRenditions([
      stream('eng'),
      stream('eng'),
      stream('fre', 'say "hi"\n\tthere'),
      stream('jpn', 'x'.repeat(50)),
    ]);
    expect(planned.map((a) => a.label)).toEqual(['English', 'English 2', 'say hi there', 'x'.repeat(32)]);
  });

  it('keeps at most 8 tracks', () => {
    expect(planAudioRenditions(Array.from({ length: 12 }, () => stream('eng')))).toHaveLength(8);
  });
});

describe('languageTag', () => {
  it('turns ISO 639-2 codes into BCP 47 and drops what is no tag', () => {
    expect(['chi', 'ZHO', 'eng', 'zh-CN', 'und', 'x y', '', 'ger'].map(languageTag)).toEqual([
      'zh',
      'zh',
      'en',
      'zh-CN',
      '',
      '',
      '',
      'de',
    ]);
  });
});

describe('nameAudioRenditions', () => {
  it("replaces ffmpeg's audio_N names with the labels, matched by folder", () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_audio",NAME="audio_2",DEFAULT=YES,LANGUAGE="zh",URI="audio-0/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_audio",NAME="audio_3",DEFAULT=NO,LANGUAGE="en",URI="audio-1/index.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=1020800,RESOLUTION=640x360,AUDIO="group_audio"',
      '360p/index.m3u8',
    ].join('\n');
    const named = nameAudioRenditions(
      master,
      planAudioRenditions([stream('chi'), stream('eng', 'English (US)')]),
    );
    expect(named).toContain('NAME="中文",DEFAULT=YES,LANGUAGE="zh",URI="audio-0/index.m3u8"');
    expect(named).toContain('NAME="English (US)",DEFAULT=NO');
    expect(named.split('\n').slice(3)).toEqual(master.split('\n').slice(3));
  });
});

describe('buildHlsArgs with alternate audio', () => {
  const job = {
    input: 'in.mp4',
    outDir: 'out',
    rungs: [
      { name: '720p', width: 1280, height: 720, videoKbps: 2800 },
      { name: '480p', width: 854, height: 480, videoKbps: 1200 },
    ],
    fps: 25,
    hasAudio: true,
    keyInfoFile: 'key.info',
  };
  const mapsOf = (args: string[]) => args.flatMap((a, i) => (args[i - 1] === '-map' ? [a] : []));
  const streamMapOf = (args: string[]) => args[args.indexOf('-var_stream_map') + 1];

  it('keeps the muxed ladder when there are no alternates', () => {
    const args = buildHlsArgs(job);
    expect(mapsOf(args)).toEqual(['[v0]', '0:a:0', '[v1]', '0:a:0']);
    expect(streamMapOf(args)).toBe('v:0,a:0,name:720p v:1,a:1,name:480p');
  });

  it('maps each source audio stream once into an audio group every rung names', () => {
    const args = buildHlsArgs({
      ...job,
      audio: planAudioRenditions([stream('chi'), stream('eng')]),
    });
    expect(mapsOf(args)).toEqual(['[v0]', '[v1]', '0:a:0', '0:a:1']);
    expect(streamMapOf(args)).toBe(
      'v:0,agroup:audio,name:720p v:1,agroup:audio,name:480p ' +
        'a:0,agroup:audio,name:audio-0,language:zh,default:yes a:1,agroup:audio,name:audio-1,language:en',
    );
    // Every output is still encrypted with the one content key.
    expect(args[args.indexOf('-hls_key_info_file') + 1]).toBe('key.info');
  });
});

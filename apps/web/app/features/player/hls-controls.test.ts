import type Artplayer from 'artplayer';
import artplayerPluginHlsControl from 'artplayer-plugin-hls-control';
import type Hls from 'hls.js';
import { describe, expect, it } from 'vitest';
import {
  arrangeQualityChoices,
  AUDIO_SETTING,
  audioTrackName,
  AUTO_LEVEL,
  hasQualityChoice,
  mountHlsControls,
  QUALITY_SETTING,
  qualityName,
} from './hls-controls.ts';

describe('the quality menu rules', () => {
  it("puts '自动' first and marks it while hls.js chooses by bandwidth", () => {
    // The plugin's order: levels from the highest, auto last, the level playing now marked.
    const fromPlugin = [
      { html: '1080P', value: 2, default: true },
      { html: '720P', value: 1, default: false },
      { html: '480P', value: 0, default: false },
      { html: '自动', value: AUTO_LEVEL, default: false },
    ];
    const arranged = arrangeQualityChoices(fromPlugin, true);
    expect(arranged).toBe(fromPlugin); // in place: the plugin's panel is built from this array
    expect(arranged.map((c) => [c.html, c.default])).toEqual([
      ['自动', true],
      ['1080P', false],
      ['720P', false],
      ['480P', false],
    ]);
  });

  it('keeps a level the viewer chose marked', () => {
    const arranged = arrangeQualityChoices(
      [
        { html: '720P', value: 1, default: false },
        { html: '480P', value: 0, default: true },
        { html: '自动', value: AUTO_LEVEL, default: false },
      ],
      false,
    );
    expect(arranged.map((c) => [c.html, c.default])).toEqual([
      ['自动', false],
      ['720P', false],
      ['480P', true],
    ]);
  });

  it('offers a choice only for two heights or more, named by height', () => {
    expect(hasQualityChoice([{ height: 720 }, { height: 480 }])).toBe(true);
    expect(hasQualityChoice([{ height: 720 }, { height: 720 }, { height: 0 }])).toBe(false);
    expect(qualityName({ height: 1080 })).toBe('1080P');
  });

  it("names an audio track by the playlist's NAME, else its language", () => {
    expect(audioTrackName({ name: '中文', lang: 'zh' })).toBe('中文');
    expect(audioTrackName({ name: '', lang: 'en' })).toBe('en');
  });
});

type Handler = (event: string, data: any) => void;
interface Item {
  name: string;
  html: string;
  tooltip?: string;
  selector?: { html: string; value: number; default?: boolean }[];
  onSelect?: (this: unknown, item: unknown, element?: unknown, event?: unknown) => string;
}

/** Just enough of artplayer and hls.js for the real artplayer-plugin-hls-control to build its menus. */
function setUp(levels: { height: number }[], tracks: { id: number; name: string; lang: string }[]) {
  const items: Item[] = [];
  const video = {};
  const hlsHandlers = new Map<string, Handler[]>();
  const hls = {
    media: video,
    levels,
    audioTracks: [] as typeof tracks,
    audioTrack: -1,
    currentLevel: -1,
    manualLevel: -1,
    get autoLevelEnabled() {
      return this.manualLevel === -1;
    },
    on: (event: string, handler: Handler) =>
      hlsHandlers.set(event, [...(hlsHandlers.get(event) ?? []), handler]),
    once() {},
    emit: (event: string, data: unknown = {}) => hlsHandlers.get(event)?.forEach((h) => h(event, data)),
  };
  const plugins: Record<string, unknown> = {
    add(plugin: (art: unknown) => { name: string }) {
      const result = plugin(art);
      plugins[result.name] = result;
      return plugins;
    },
  };
  const art = {
    option: { lang: 'zh-cn' },
    notice: { show: '' },
    template: { $video: video, $player: { dataset: {} as Record<string, string> } },
    hls,
    plugins,
    on() {},
    constructor: {
      utils: {
        errorHandle(condition: unknown, message: string) {
          if (!condition) throw new Error(message);
        },
      },
    },
    setting: {
      find: (name: string) => items.find((item) => item.name === name),
      update(target: Item) {
        const found = items.find((item) => item.name === target.name);
        if (found) Object.assign(found, target);
        else items.push(target);
      },
      check() {},
    },
  };
  const HlsImpl = {
    Events: {
      MANIFEST_PARSED: 'manifestParsed',
      AUDIO_TRACKS_UPDATED: 'audioTracksUpdated',
      AUDIO_TRACK_SWITCHED: 'audioTrackSwitched',
    },
  } as unknown as typeof Hls;
  mountHlsControls(artplayerPluginHlsControl, HlsImpl, hls as unknown as Hls, art as unknown as Artplayer);
  const arrive = () => {
    hls.emit('manifestParsed');
    hls.audioTracks = tracks;
    hls.audioTrack = tracks.length ? 0 : -1;
    hls.emit('audioTracksUpdated');
  };
  return { items, hls, art, arrive };
}

describe('mountHlsControls with artplayer-plugin-hls-control', () => {
  it('builds the quality menu (自动 first, the 002 §9 toast) and the audio-track menu from hls.js', () => {
    const { items, hls, art, arrive } = setUp(
      [{ height: 480 }, { height: 720 }],
      [
        { id: 0, name: '中文', lang: 'zh' },
        { id: 1, name: 'English', lang: 'en' },
      ],
    );
    arrive();
    const quality = items.find((item) => item.name === QUALITY_SETTING)!;
    expect(quality.html).toBe('清晰度');
    expect(quality.tooltip).toBe('自动');
    expect(quality.selector!.map((c) => c.html)).toEqual(['自动', '720P', '480P']);
    const low = quality.selector!.find((c) => c.html === '480P')!;
    expect(quality.onSelect!.call(art, low)).toBe('480P');
    expect(hls.currentLevel).toBe(0);
    expect(art.notice.show).toBe('正在为您切换至 480P，请稍候...');

    const audio = items.find((item) => item.name === AUDIO_SETTING)!;
    expect(audio.html).toBe('音轨');
    expect(audio.selector!.map((c) => [c.html, c.default])).toEqual([
      ['中文', true],
      ['English', false],
    ]);
    audio.onSelect!.call(art, audio.selector![1]);
    expect(hls.audioTrack).toBe(1);
    hls.emit('audioTrackSwitched', { id: 1 });
    expect(art.template.$player.dataset.audioTrack).toBe('1');
  });

  it('shows no menu where there is nothing to choose (one height, one audio)', () => {
    const { items, art, arrive } = setUp([{ height: 720 }], []);
    arrive();
    expect(items).toEqual([]);
    expect(art.plugins.artplayerPluginHlsControl).toBeUndefined();
  });

  it('adds the audio-track menu alone to a one-height ladder with two tracks', () => {
    const { items, arrive } = setUp(
      [{ height: 360 }],
      [
        { id: 0, name: '中文', lang: 'zh' },
        { id: 1, name: 'English', lang: 'en' },
      ],
    );
    arrive();
    expect(items.map((item) => item.name)).toEqual([AUDIO_SETTING]);
  });
});

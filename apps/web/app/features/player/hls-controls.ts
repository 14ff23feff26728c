import type Artplayer from 'artplayer';
import type { SettingOption } from 'artplayer';
import type artplayerPluginHlsControl from 'artplayer-plugin-hls-control';
import type Hls from 'hls.js';
import { ADDON_TEXT, fillText, playerLanguage } from './addons/addon-text.ts';

export type HlsControlFactory = typeof artplayerPluginHlsControl;
type HlsControlOptions = Parameters<HlsControlFactory>[0];
type HlsClass = typeof Hls;

/** The settings entries artplayer-plugin-hls-control adds. */
export const QUALITY_SETTING = 'hls-quality';
export const AUDIO_SETTING = 'hls-audio';
/** hls.js's level index for "choose by bandwidth". */
export const AUTO_LEVEL = -1;

/** A quality entry as the plugin makes it: the level index, -1 for auto. */
interface Choice {
  html: string;
  value: number;
  default?: boolean;
}

/** '1080P': the rung's height, the way Chinese video sites name qualities. */
export function qualityName(level: { height: number }): string {
  return `${level.height}P`;
}

/** A quality menu is worth showing when the ladder has two heights or more. */
export function hasQualityChoice(levels: readonly { height: number }[]): boolean {
  return new Set(levels.map((level) => level.height).filter((height) => height > 0)).size > 1;
}

/** An audio track's menu name: the master playlist's NAME ('中文', 'English'), else its language. */
export function audioTrackName(track: { name?: string; lang?: string }): string {
  return track.name || track.lang || '';
}

/**
 * The plugin lists the levels from the highest and puts 'auto' last, and marks the level playing now even
 * while hls.js chooses by bandwidth. Our menu (000 §9) has '自动' first and marked while it is in charge:
 * rearranged in place (the plugin's panel is built from this very array when it is opened).
 */
export function arrangeQualityChoices<T extends Choice>(choices: T[], autoEnabled: boolean): T[] {
  const at = choices.findIndex((choice) => choice.value === AUTO_LEVEL);
  if (at > 0) choices.unshift(...choices.splice(at, 1));
  if (autoEnabled) for (const choice of choices) choice.default = choice.value === AUTO_LEVEL;
  return choices;
}

/**
 * The quality and audio-track menus of an hls.js player, from artplayer-plugin-hls-control
 * (docs/spec-decisions.md "Player add-ons": artplayer's own plugins where they exist). The plugin lists
 * hls.levels and hls.audioTracks and switches hls.currentLevel / hls.audioTrack; around it we keep the
 * product's rules: a menu only when there is a choice (two heights; two audio renditions), '自动' first and
 * marked while hls.js chooses, and the quality toast of 002 §9 ('正在为您切换至 {quality}，请稍候...') instead of the
 * plugin's 'Quality: 720P'. Answers what the grant renewal needs to keep the viewer's choices across a reload
 * of the master playlist.
 */
export function mountHlsControls(factory: HlsControlFactory, HlsImpl: HlsClass, hls: Hls, art: Artplayer) {
  const text = ADDON_TEXT[playerLanguage(art.option.lang)];
  // The plugin reads these on every update, so a menu can appear when its list arrives later.
  const options: NonNullable<HlsControlOptions> = {};
  let plugin: { update: () => void } | null = null;
  const announced = new WeakSet<object>();

  const arrange = () => {
    const quality = art.setting.find(QUALITY_SETTING);
    if (!quality?.selector) return;
    arrangeQualityChoices(quality.selector as unknown as Choice[], hls.autoLevelEnabled);
    if (hls.autoLevelEnabled) quality.tooltip = text.auto;
    type OnSelect = (this: Artplayer, item: SettingOption, element: HTMLDivElement, event: Event) => string;
    const choose = quality.onSelect as OnSelect | undefined;
    if (!choose || announced.has(choose)) return;
    const announce: OnSelect = function (item, element, event) {
      const html = choose.call(this, item, element, event);
      art.notice.show = fillText(text.qualitySwitching, { quality: html });
      return html;
    };
    announced.add(announce);
    quality.onSelect = announce as unknown as SettingOption['onSelect'];
  };

  const sync = () => {
    options.quality = hasQualityChoice(hls.levels)
      ? { setting: true, title: text.resolution, auto: text.auto, getName: qualityName as never }
      : undefined;
    options.audio =
      hls.audioTracks.length > 1
        ? { setting: true, title: text.audioTrack, getName: audioTrackName as never }
        : undefined;
    if (!options.quality && !options.audio) return;
    if (!plugin) {
      void art.plugins.add(factory(options));
      plugin = (art.plugins as unknown as Record<string, { update: () => void }>).artplayerPluginHlsControl!;
      // The plugin rebuilds its menus on these; ours come after it (listeners run in order).
      art.on('ready', arrange);
      art.on('restart', arrange);
    }
    plugin.update();
    arrange();
  };

  hls.on(HlsImpl.Events.MANIFEST_PARSED, sync);
  hls.on(HlsImpl.Events.AUDIO_TRACKS_UPDATED, sync);
  // Which track plays, on the player element: for the page's styles and tests (hls.js's own state).
  hls.on(HlsImpl.Events.AUDIO_TRACK_SWITCHED, (_event, data) => {
    art.template.$player.dataset.audioTrack = String(data.id);
  });

  return {
    /**
     * Call before the master playlist is loaded again (a new grant): the viewer's level (or auto) and audio
     * track come back once the new lists are known, instead of the playlist's defaults.
     */
    keepChoices() {
      const [level, audioTrack] = [hls.manualLevel, hls.audioTrack];
      hls.once(HlsImpl.Events.MANIFEST_PARSED, () => {
        if (level === AUTO_LEVEL || level >= hls.levels.length) return;
        hls.loadLevel = level;
        sync();
      });
      hls.once(HlsImpl.Events.AUDIO_TRACKS_UPDATED, () => {
        if (audioTrack < 0 || audioTrack >= hls.audioTracks.length || hls.audioTrack === audioTrack) return;
        hls.audioTrack = audioTrack;
        sync();
      });
    },
  };
}

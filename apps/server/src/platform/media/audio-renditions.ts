import type { ProbedAudio } from './probe.ts';
import type { MediaAudioTrack } from './schema.ts';

/** One alternate audio rendition of the ladder: a source audio stream encoded on its own. */
export interface AudioRendition extends MediaAudioTrack {
  /** Which of the source's audio streams (ffmpeg's `0:a:N`). */
  stream: number;
}

/** The EXT-X-MEDIA group every video rung names (AUDIO="group_audio" in the master playlist). */
export const AUDIO_GROUP = 'audio';
/** More tracks than this are left out: a switcher of dozens helps nobody and each costs a full encode. */
export const MAX_AUDIO_RENDITIONS = 8;
const MAX_LABEL_LENGTH = 32;

/** ISO 639-2 codes sources use (bibliographic and terminology forms) → the BCP 47 tag HLS wants. */
const ISO_639_2: Record<string, string> = {
  chi: 'zh',
  zho: 'zh',
  eng: 'en',
  jpn: 'ja',
  kor: 'ko',
  fre: 'fr',
  fra: 'fr',
  ger: 'de',
  deu: 'de',
  spa: 'es',
  rus: 'ru',
  por: 'pt',
  ita: 'it',
  yue: 'yue',
};

/** What the switcher calls a track that has a language but no title, in that language's own words. */
const LANGUAGE_LABELS: Record<string, string> = {
  zh: '中文',
  yue: '粤语',
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  ru: 'Русский',
  pt: 'Português',
  it: 'Italiano',
};

/** A source's language tag as BCP 47 ('chi' → 'zh', 'zh-CN' kept); '' when it is none or not a tag. */
export function languageTag(raw: string): string {
  const tag = raw.trim();
  const mapped = ISO_639_2[tag.toLowerCase()];
  if (mapped) return mapped;
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(tag) && tag.toLowerCase() !== 'und' ? tag : '';
}

/** A title fit for NAME="…": no quotes, control or line characters, collapsed spaces, at most 32 characters. */
function cleanTitle(title: string): string {
  const plain = title
    .replace(/[\p{Cc}\p{Cf}"]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...plain].slice(0, MAX_LABEL_LENGTH).join('');
}

function labelFor(stream: ProbedAudio, language: string, index: number): string {
  const title = cleanTitle(stream.title);
  if (title) return title;
  const primary = language.split('-')[0]!.toLowerCase();
  return LANGUAGE_LABELS[primary] ?? (language || `音轨 ${index + 1}`);
}

/**
 * The alternate audio renditions for a source: none when it has fewer than two audio streams (the ladder
 * then keeps its audio muxed into each rung, as always). Otherwise one rendition per stream (at most 8),
 * named 'audio-N', labelled by the stream's title, else its language, else '音轨 N' (repeated labels get a
 * number), the file's default stream (else the first) being the default.
 */
export function planAudioRenditions(streams: readonly ProbedAudio[]): AudioRendition[] {
  if (streams.length < 2) return [];
  const chosen = streams.slice(0, MAX_AUDIO_RENDITIONS);
  const defaultIndex = Math.max(
    0,
    chosen.findIndex((s) => s.isDefault),
  );
  const seen = new Map<string, number>();
  return chosen.map((stream, index) => {
    const language = languageTag(stream.language);
    const base = labelFor(stream, language, index);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return {
      name: `audio-${index}`,
      stream: index,
      language,
      label: count > 1 ? `${base} ${count}` : base,
      isDefault: index === defaultIndex,
    };
  });
}

/**
 * ffmpeg names its audio renditions "audio_N" in the master playlist; players show NAME in their track
 * menus, so each EXT-X-MEDIA audio line gets its rendition's label (matched by the URI's folder).
 */
export function nameAudioRenditions(master: string, renditions: readonly MediaAudioTrack[]): string {
  const byFolder = new Map(renditions.map((r) => [r.name, r]));
  return master
    .split('\n')
    .map((line) => {
      if (!line.startsWith('#EXT-X-MEDIA:') || !line.includes('TYPE=AUDIO')) return line;
      const folder = /URI="([^"/]*)\//.exec(line)?.[1];
      const rendition = folder === undefined ? undefined : byFolder.get(folder);
      if (!rendition) return line;
      return line.replace(/NAME="[^"]*"/, `NAME="${rendition.label}"`);
    })
    .join('\n');
}

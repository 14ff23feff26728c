import { Code, playerCalls, type LessonAddons } from '@app/contract/web';
import { useMemo, useRef } from 'react';
import { callApi } from '../../shared/api/client.ts';
import { useApiQuery } from '../../shared/api/query.ts';
import { paths } from '../../shared/paths.ts';
import { playerLanguage, type PlayerLanguage } from './addons/addon-text.ts';
import { adsAddon } from './addons/ads-addon.ts';
import { danmakuAddon } from './addons/danmaku-addon.ts';
import { previewAddon } from './addons/preview-addon.ts';
import { captionsAddon, markersAddon, playlistAddon } from './addons/lesson-addons.ts';
import { bannerAddon, menusHideAddon, transformAddon } from './addons/view-addons.ts';
import { readPosition } from './resume-store.ts';
import { VideoPlayer, type VideoPlayerProps } from './video-player.tsx';

export interface CoursePlayerProps extends Omit<VideoPlayerProps, 'plugins' | 'videoId' | 'language'> {
  /** The lesson (its id keys the comments, the add-on data and the resume position). */
  videoId: number;
  /** 'en-us' shows the add-ons in English (002 §9); Chinese otherwise. */
  language?: string;
  /** The scrolling text banner; none when empty. */
  banner?: string;
  /** The playlist's choice: the page switches to that lesson as its directory does. */
  onChooseLesson?: (taskId: number) => void;
  /** A free preview's length (the server's link ends there too); null/undefined plays the whole lesson. */
  previewSeconds?: number | null;
}

interface AddonInput {
  videoId: number;
  language: PlayerLanguage;
  signedIn: boolean;
  banner: string | undefined;
  serverPosition: number;
  data: LessonAddons | null;
  onChooseLesson: ((taskId: number) => void) | undefined;
  previewSeconds: number | null;
}

/** The artplayer plugins for one lesson, from the lesson's add-on data (ads, markers, captions, playlist). */
function lessonPlugins(input: AddonInput) {
  const { videoId, language, data } = input;
  const params = { taskId: videoId };
  const plugins = [
    danmakuAddon({
      language,
      async load() {
        const answer = await callApi(playerCalls.danmakuList, { params });
        return answer.code === Code.ok ? answer.data.list : [];
      },
      send: input.signedIn
        ? async (body) => {
            const answer = await callApi(playerCalls.danmakuSend, { params, body });
            if (answer.code !== Code.ok) throw new Error(answer.msg);
            return answer.data;
          }
        : null,
    }),
    transformAddon(language),
    menusHideAddon(),
  ];
  if (input.banner) plugins.push(bannerAddon(input.banner));
  if (input.previewSeconds)
    plugins.push(previewAddon({ seconds: input.previewSeconds, language, vipHref: paths.aiVip() }));
  if (!data) return plugins;
  if (data.markers.length) plugins.push(markersAddon(data.markers, language));
  if (data.captions.length) plugins.push(captionsAddon(data.captions, language));
  if (data.playlist.length > 1 && input.onChooseLesson)
    plugins.push(playlistAddon(data.playlist, videoId, language, input.onChooseLesson));
  if (data.ads) {
    const saved = () => readPosition(videoId) || input.serverPosition;
    plugins.push(
      adsAddon({
        ads: data.ads,
        language,
        resume: () => ({ enabled: saved() > 0, saved: saved() }),
      }),
    );
  }
  return plugins;
}

/**
 * The course page's player: the VideoPlayer with the add-ons of 002 switched on for a lesson: stored viewer
 * comments, the course's ads (never for VIP members: the server leaves them out), progress markers, captions,
 * the playlist of the lessons this viewer may play, rotate and mirror, menus that hide on leaving, and the
 * text banner when one is given. It waits for the lesson's add-on data (plugins are read when the player is
 * built); when that call fails the lesson still plays, with the add-ons that need no data.
 */
export function CoursePlayer(props: CoursePlayerProps) {
  const { videoId, viewer, banner, onChooseLesson } = props;
  const previewSeconds = props.previewSeconds ?? null;
  const language = playerLanguage(props.language);
  const signedIn = Boolean(viewer);
  const addons = useApiQuery(
    playerCalls.lessonAddons,
    { params: { taskId: videoId } },
    { staleTime: 60_000, retry: 1 },
  );
  const settled = !addons.isPending;
  const data = addons.data ?? null;
  const serverPosition = props.serverPosition ?? 0;
  // The player is built once per lesson: the playlist calls the page's latest callback, never rebuilds.
  const choose = useRef(onChooseLesson);
  choose.current = onChooseLesson;
  const canChoose = Boolean(onChooseLesson);
  const plugins = useMemo(
    () =>
      settled
        ? lessonPlugins({
            videoId,
            language,
            signedIn,
            banner,
            serverPosition,
            data,
            onChooseLesson: canChoose ? (id) => choose.current?.(id) : undefined,
            previewSeconds,
          })
        : [],
    [settled, videoId, language, signedIn, banner, serverPosition, data, canChoose, previewSeconds],
  );
  if (!settled)
    return (
      <div
        className={`vp ${props.className ?? ''}`}
        style={{ height: props.height ?? 320 }}
        aria-busy="true"
      />
    );
  return <VideoPlayer {...props} language={language} plugins={plugins} />;
}

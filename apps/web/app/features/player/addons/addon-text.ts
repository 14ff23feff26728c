/**
 * The words of the player's add-ons in both UI languages (002 §9 "Menus and language": English when the
 * language is en-us). The English lines are the spec's own, typos included ('Bullect'), because that is
 * what the spec shows; the Chinese ones are the product's everyday wording.
 */
export type PlayerLanguage = 'zh-cn' | 'en';

/** 'en-us' / 'en' (any case) is English; everything else, and nothing, is Chinese. */
export function playerLanguage(language: string | null | undefined): PlayerLanguage {
  return /^en(-|$)/i.test(language ?? '') ? 'en' : 'zh-cn';
}

const zh = {
  danmakuOpen: '开启弹幕',
  danmakuClose: '关闭弹幕',
  danmakuPlaceholder: '发个弹幕吧',
  danmakuSend: '发送',
  danmakuLogin: '登录后发弹幕',
  danmakuSendFailed: '弹幕发送失败，请稍后再试',
  adLabel: '广告',
  adCountdown: '广告：{n} 秒',
  adClose: '关闭广告',
  adMore: '了解更多',
  adClosableIn: '{n} 秒后可关闭广告',
  adMute: '静音',
  adPause: '暂停广告',
  adFullscreen: '全屏',
  previewTryMinutes: '试看 {n} 分钟',
  previewTrySeconds: '试看 {n} 秒',
  previewBecomeVip: '开通会员观看完整版',
  previewOver: '试看已结束',
  resolution: '清晰度',
  auto: '自动',
  qualitySwitching: '正在为您切换至 {quality}，请稍候...',
  playlist: '播放列表',
  previous: '上一个',
  next: '下一个',
  firstOne: '已经是第一个了~',
  lastOne: '已经是最后一个了~',
  rotate: '旋转',
  mirror: '镜像',
  mirrorHorizontal: '水平镜像',
  mirrorVertical: '垂直镜像',
  mirrorNone: '正常',
  caption: '字幕',
  captionOff: '关闭',
  audioTrack: '音轨',
  markerPlay: '从这里播放',
  resumeLast: '上次看到 {time}',
  resumeJump: '跳转播放',
  close: '关闭',
} as const;

export type AddonText = { readonly [K in keyof typeof zh]: string };

const en: AddonText = {
  danmakuOpen: 'Open Bullect',
  danmakuClose: 'Close Bullect',
  danmakuPlaceholder: 'Input danmu',
  danmakuSend: 'Enter',
  danmakuLogin: 'Log in to send',
  danmakuSendFailed: 'Sending failed, please try again later',
  adLabel: 'Ad',
  adCountdown: 'Ad: {n} s',
  adClose: 'close ad',
  adMore: 'For more information',
  adClosableIn: 'Close ad in {n} s',
  adMute: 'Mute',
  adPause: 'Pause ad',
  adFullscreen: 'Fullscreen',
  previewTryMinutes: 'Try {n} minutes',
  previewTrySeconds: 'Try {n} seconds',
  previewBecomeVip: 'Become VIP Watch Full Version',
  previewOver: 'Preview is over',
  resolution: 'Resolution',
  auto: 'Auto',
  qualitySwitching: 'Switching to you for {quality}, Please wait...',
  playlist: 'Playlist',
  previous: 'Previous',
  next: 'Next',
  firstOne: 'Already the first one~',
  lastOne: 'Already the last one~',
  rotate: 'Rotate',
  mirror: 'Mirror',
  mirrorHorizontal: 'Horizontal',
  mirrorVertical: 'Vertical',
  mirrorNone: 'Normal',
  caption: 'Subtitle',
  captionOff: 'Off',
  audioTrack: 'Audio track',
  markerPlay: 'Play',
  resumeLast: 'last watched at {time}',
  resumeJump: 'jump to play',
  close: 'Close',
};

export const ADDON_TEXT: Record<PlayerLanguage, AddonText> = { 'zh-cn': zh, en };

/** Fills '{n}', '{quality}' … in a line. */
export function fillText(line: string, values: Record<string, string | number>): string {
  return line.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

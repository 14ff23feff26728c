import { paths } from '../../shared/paths.ts';
/** The six AI entries of the left menu (002 §2), in the spec's order. */
export const AI_MENU = [
  { to: paths.aiGallery(), label: '作品集' },
  { to: paths.aiPlug(), label: '插件介绍' },
  { to: paths.aiChat(), label: 'AI问答' },
  { to: paths.aiRender(), label: 'AI智能渲染' },
  { to: paths.aiNews(), label: '其他资讯' },
  { to: paths.aiVip(), label: '开通VIP' },
] as const;

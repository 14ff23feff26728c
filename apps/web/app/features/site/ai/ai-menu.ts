/** The six AI entries of the left menu (002 §2), in the spec's order. */
export const AI_MENU = [
  { to: '/ai/gallery', label: '作品集' },
  { to: '/ai/plug', label: '插件介绍' },
  { to: '/ai/chat', label: 'AI问答' },
  { to: '/ai/render', label: 'AI智能渲染' },
  { to: '/ai/news', label: '其他资讯' },
  { to: '/ai/vip', label: '开通VIP' },
] as const;

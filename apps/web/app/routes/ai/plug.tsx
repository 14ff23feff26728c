import { PlugPage } from '../../features/ai/plug-page.tsx';
import { VideoPlayer } from '../../features/player/video-player.tsx';
import { pageMeta } from '../../shared/meta.ts';

export const meta = () => pageMeta('AI插件介绍');

export default function Page() {
  return <PlugPage Player={VideoPlayer} />;
}

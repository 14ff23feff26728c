import { catalogueCalls, type PlugDetail } from '@app/contract/web';
import { useState } from 'react';
import { useErrorThenBack } from '../../../shared/ui/use-error-then-back.ts';
import { PlugHero } from './plug-hero.tsx';
import { PlugIntro, PlugUsageImages } from './plug-intro.tsx';
import { PlugNavArrows, usePlugNavigation } from './plug-nav.tsx';
import { usePersonalView } from '../../../shared/api/use-personal-view.ts';
import './plug-detail.css';
import { paths } from '../../../shared/paths.ts';

interface PlugDetailPageProps {
  initial: PlugDetail | null;
  /** true when `initial` was fetched with the viewer's token (client navigation). */
  personal: boolean;
  error: string | null;
  servicePhone: string;
}

/** Plugin detail (000 §2.9): title with the copyright notice, the hero, intro, usage images, prev/next. */
export function PlugDetailPage({ initial, personal, error, servicePhone }: PlugDetailPageProps) {
  useErrorThenBack(initial ? null : error, paths.plugList());
  const id = initial?.id ?? 0;
  const {
    view: plug,
    ready,
    receivedAt,
  } = usePersonalView(
    catalogueCalls.plugDetail,
    { params: { id } },
    { initial, personal, enabled: id > 0, staleTime: Infinity },
  );
  const [followedIds, setFollowedIds] = useState<number[]>([]);
  const nav = usePlugNavigation(plug?.id ?? 0, plug?.prev_id ?? null, plug?.next_id ?? null);

  if (!plug) {
    return (
      <div className="container plug-page">
        <p className="plug-section__empty">{error ?? '插件不存在或已下架'}</p>
      </div>
    );
  }
  const recommenderId = plug.suggest_user?.id ?? 0;
  const nofans = plug.nofans && !followedIds.includes(recommenderId);

  return (
    <div className="container plug-page" {...nav.swipeHandlers}>
      <header className="plug-page__title">
        <h2>插件</h2>
        <p className="plug-page__copyright">
          版权声明：本站插件均由作者授权发布，仅供购买者本人学习与工作使用，请勿传播或转售。
          {servicePhone
            ? `如有疑问或发现侵权，请联系客服：${servicePhone}`
            : '如有疑问或发现侵权，请联系客服。'}
        </p>
      </header>
      <PlugHero
        plug={plug}
        ready={ready}
        receivedAt={receivedAt}
        nofans={nofans}
        onFollowed={() => setFollowedIds((ids) => [...ids, recommenderId])}
      />
      <section className="plug-section">
        <h2 className="plug-section__title">插件介绍</h2>
        <PlugIntro key={plug.id} html={plug.intro} />
      </section>
      <section className="plug-section">
        <h2 className="plug-section__title">使用介绍</h2>
        <PlugUsageImages
          key={plug.id}
          images={plug.intros.map((intro) => intro.images).filter(Boolean)}
          name={plug.name}
        />
      </section>
      <PlugNavArrows go={nav.go} />
    </div>
  );
}

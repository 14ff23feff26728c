import { catalogueCalls, PageSize, type GoodsDetail } from '@app/contract/web';
import { useState } from 'react';
import { CommentBlock } from '../../../shared/comments/comment-block.tsx';
import { useErrorThenBack } from '../../../shared/ui/use-error-then-back.ts';
import { usePersonalView } from '../../../shared/api/use-personal-view.ts';
import { GoodsHero } from './goods-hero.tsx';
import { GoodsTabs } from './goods-tabs.tsx';
import './goods-detail.css';
import { paths } from '../../../shared/paths.ts';

type GoodsAnswer = {
  goods: GoodsDetail;
  recommends: { id: number; name: string; cover: string; price: number }[];
};

interface GoodsDetailPageProps {
  initial: GoodsAnswer | null;
  personal: boolean;
  error: string | null;
}

/** Material detail (000 §2.10): hero, 商品详情 / 相关推荐 tabs, and the comment block (15 per page). */
export function GoodsDetailPage({ initial, personal, error }: GoodsDetailPageProps) {
  useErrorThenBack(initial ? null : error, paths.goodsList());
  const id = initial?.goods.id ?? 0;
  const { view, receivedAt } = usePersonalView(
    catalogueCalls.goodsDetail,
    { params: { id } },
    { initial, personal, enabled: id > 0, staleTime: Infinity },
  );
  const [followedIds, setFollowedIds] = useState<number[]>([]);

  if (!view) {
    return (
      <div className="container goods-page">
        <p className="goods-page__empty">{error ?? '素材不存在或已下架'}</p>
      </div>
    );
  }
  const { goods, recommends } = view;
  const recommenderId = goods.suggest_user?.id ?? 0;
  return (
    <div className="container goods-page">
      <h2 className="goods-page__title">素材</h2>
      <GoodsHero
        goods={goods}
        receivedAt={receivedAt}
        nofans={goods.nofans && !followedIds.includes(recommenderId)}
        onFollowed={() => setFollowedIds((ids) => [...ids, recommenderId])}
      />
      <section className="goods-section">
        <GoodsTabs goods={goods} recommends={recommends} />
      </section>
      <CommentBlock
        key={goods.id}
        targetType="goods"
        targetId={goods.id}
        pageSize={PageSize.goodsComments}
        allowReplies
      />
    </div>
  );
}

import { formatPhotons, type PlugDetail, ProductType } from '@app/contract/web';
import { Button, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { RecommenderLink } from '../../../shared/follow/recommender-link.tsx';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { ProductPrice } from '../../../shared/ui/product-price.tsx';
import { PlugDownloads } from './plug-downloads.tsx';
import { checkoutHref } from '../../../shared/checkout-href.ts';
import { buyButtonLabel } from './plug-rules.ts';
import { paths } from '../../../shared/paths.ts';

interface PlugHeroProps {
  plug: PlugDetail;
  ready: boolean;
  receivedAt: number;
  nofans: boolean;
  onFollowed: () => void;
}

/**
 * The top of the plugin page (000 §2.9): cover, name, tags (→ tag search), price with discount, bonus
 * photons, sales and category, the recommender with a follow '+', the buy button (§4) and the
 * download / manual / case / function-intro buttons.
 */
export function PlugHero({ plug, ready, receivedAt, nofans, onFollowed }: PlugHeroProps) {
  const navigate = useNavigate();
  const buyLabel = buyButtonLabel(plug);
  const recommender = plug.suggest_user;
  return (
    <section className="plug-hero">
      <div className="plug-hero__cover">
        <FallbackImage src={plug.images} alt={plug.name} />
      </div>
      <div className="plug-hero__info">
        <h1 className="plug-hero__name">{plug.name}</h1>
        {plug.tag_list_info.length > 0 && (
          <div className="plug-hero__tags" aria-label="标签">
            {plug.tag_list_info.map((tag) => (
              <Link key={tag.id} to={paths.search({ tag: tag.id, type: 'plug' })}>
                <Tag color="blue">{tag.tag}</Tag>
              </Link>
            ))}
          </div>
        )}
        <div className="plug-hero__price">
          <span className="plug-hero__label">价格</span>
          <ProductPrice item={plug} size="large" />
        </div>
        <dl className="plug-hero__facts">
          {plug.give_integral > 0 && (
            <div>
              <dt>赠送光子</dt>
              <dd>{formatPhotons(plug.give_integral)} 光子</dd>
            </div>
          )}
          <div>
            <dt>销量</dt>
            <dd>{plug.sales_num}</dd>
          </div>
          <div>
            <dt>分类</dt>
            <dd>{plug.cate.name || '—'}</dd>
          </div>
          {plug.author && (
            <div>
              <dt>作者</dt>
              <dd>{plug.author}</dd>
            </div>
          )}
          {recommender && (
            <div className="plug-hero__recommender">
              <dt>推荐人</dt>
              <dd>
                <RecommenderLink
                  person={recommender}
                  nofans={nofans}
                  onFollowed={onFollowed}
                  className="plug-hero__person"
                />
              </dd>
            </div>
          )}
        </dl>
        {buyLabel && (
          <Button
            className="plug-hero__buy"
            type="primary"
            size="large"
            danger
            onClick={() => void navigate(checkoutHref(plug.id, ProductType.plug))}
          >
            {buyLabel}
          </Button>
        )}
        <PlugDownloads key={plug.id} plug={plug} ready={ready} receivedAt={receivedAt} />
      </div>
    </section>
  );
}

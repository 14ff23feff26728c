import { formatPhotons, type GoodsDetail, payablePrice, ProductType } from '@app/contract/web';
import { Button, Tag } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { RecommenderLink } from '../../../shared/follow/recommender-link.tsx';
import { loginRedirectHref } from '../../../shared/session/guards.ts';
import { useMe } from '../../../shared/session/use-me.ts';
import { ProductPrice } from '../../../shared/ui/product-price.tsx';
import { GoodsDownload } from './goods-download.tsx';
import { GoodsGallery } from './goods-gallery.tsx';
import { paths } from '../../../shared/paths.ts';

interface GoodsHeroProps {
  goods: GoodsDetail;
  receivedAt: number;
  nofans: boolean;
  onFollowed: () => void;
}

/**
 * The top of the material page (000 §2.10): carousel, name, tags (→ tag search), 价格, 运费 (包邮 at 0),
 * 浏览量, 推荐人 with follow '+', the download with its statement, and 立即购买.
 */
export function GoodsHero({ goods, receivedAt, nofans, onFollowed }: GoodsHeroProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { signedIn } = useMe();
  const recommender = goods.suggest_user;
  // 立即购买 while there is something to pay (the price, or the postage of a free material, which the server
  // takes as a 0-光子 order plus postage) and it is not bought yet; a free material without postage needs no
  // order (its download is open to members).
  const payable = payablePrice(goods) > 0 || goods.postage > 0;
  const showBuy = goods.purchase !== 1 && payable;
  return (
    <section className="goods-hero">
      <GoodsGallery key={goods.id} images={goods.images} name={goods.name} />
      <div className="goods-hero__info">
        <h1 className="goods-hero__name">{goods.name}</h1>
        {goods.tag_list_info.length > 0 && (
          <div className="goods-hero__tags" aria-label="标签">
            {goods.tag_list_info.map((tag) => (
              <Link key={tag.id} to={paths.search({ tag: tag.id, type: 'goods' })}>
                <Tag color="blue">{tag.tag}</Tag>
              </Link>
            ))}
          </div>
        )}
        <dl className="goods-hero__facts">
          <div className="goods-hero__price">
            <dt>价格</dt>
            <dd>
              <ProductPrice item={goods} size="large" />
            </dd>
          </div>
          <div>
            <dt>运费</dt>
            <dd>{goods.postage > 0 ? `${formatPhotons(goods.postage)} 光子` : '包邮'}</dd>
          </div>
          <div>
            <dt>浏览量</dt>
            <dd>{goods.view_num}</dd>
          </div>
          {recommender && (
            <div>
              <dt>推荐人</dt>
              <dd className="goods-hero__recommender">
                <RecommenderLink
                  person={recommender}
                  nofans={nofans}
                  onFollowed={onFollowed}
                  className="goods-hero__person"
                />
              </dd>
            </div>
          )}
        </dl>
        {goods.material && (
          <GoodsDownload
            key={goods.id}
            goodsId={goods.id}
            material={goods.material}
            receivedAt={receivedAt}
          />
        )}
        <div className="goods-hero__actions">
          {showBuy && (
            <Button
              type="primary"
              danger
              size="large"
              onClick={() =>
                void navigate(paths.payment({ product_id: goods.id, product_type: ProductType.goods }))
              }
            >
              立即购买
            </Button>
          )}
          {goods.purchase === 1 && <Tag color="success">已购买</Tag>}
          {!signedIn && !payable && (
            <Button size="large" onClick={() => void navigate(loginRedirectHref(location))}>
              登录后下载
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

import { formatPhotons, type GoodsDetail } from '@app/contract/web';
import { Empty, Tabs } from 'antd';
import { Link } from 'react-router';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import '../../../shared/ui/rich-text.css';
import { paths } from '../../../shared/paths.ts';

interface Recommend {
  id: number;
  name: string;
  cover: string;
  price: number;
}

/** 商品详情 (the HTML description) and 相关推荐 (image, name, price → that material) (000 §2.10). */
export function GoodsTabs({ goods, recommends }: { goods: GoodsDetail; recommends: Recommend[] }) {
  return (
    <Tabs
      className="goods-tabs"
      items={[
        {
          key: 'desc',
          label: '商品详情',
          children: goods.desc.trim() ? (
            // Sanitised with an allowlist when it was written (server); safe to render.
            <div className="rich-text goods-tabs__desc" dangerouslySetInnerHTML={{ __html: goods.desc }} />
          ) : (
            <Empty description="暂无商品详情" />
          ),
        },
        {
          key: 'recommends',
          label: '相关推荐',
          // Rendered on the server too, so crawlers follow the links.
          forceRender: true,
          children:
            recommends.length === 0 ? (
              <Empty description="暂无相关推荐" />
            ) : (
              <ul className="goods-recommends">
                {recommends.map((item) => (
                  <li key={item.id}>
                    <Link to={paths.goods(item.id)} className="goods-recommends__card">
                      <FallbackImage className="goods-recommends__image" src={item.cover} alt={item.name} />
                      <span className="goods-recommends__name">{item.name}</span>
                      <span className="goods-recommends__price">
                        {item.price > 0 ? `${formatPhotons(item.price)} 光子` : '免费'}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}

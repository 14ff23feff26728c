import { EyeOutlined } from '@ant-design/icons';
import type { GoodsCard as GoodsCardData } from '@app/contract/web';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { coverLoading } from './card-cover.ts';
import { ProductPrice } from '../../../shared/ui/product-price.tsx';
import './cards.css';
import { paths } from '../../../shared/paths.ts';

/**
 * Material card (000 §2.4, §2.10): cover, price (免费, or discount price + struck original + 'X折'),
 * 浏览量 — which the spec takes from sales_num — and name. Opens the material in a new tab.
 * `place`: the card's index in a list page (its cover loads at once on the first row, card-cover.ts).
 */
export function GoodsCard({ goods, place }: { goods: GoodsCardData; place?: number }) {
  return (
    <a href={paths.goods(goods.id)} target="_blank" rel="noopener" className="product-card">
      <div className="product-card__cover">
        <FallbackImage src={goods.cover} alt={goods.name} {...coverLoading(place)} width={640} height={360} />
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name" title={goods.name}>
          {goods.name}
        </h3>
        <div className="product-card__foot">
          <ProductPrice item={goods} />
          <span className="product-card__views" title="浏览量">
            <EyeOutlined /> 浏览量 {goods.sales_num}
          </span>
        </div>
      </div>
    </a>
  );
}

import type { PlugCard as PlugCardData } from '@app/contract/web';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { coverLoading } from './card-cover.ts';
import { ProductPrice } from '../../../shared/ui/product-price.tsx';
import './cards.css';
import { paths } from '../../../shared/paths.ts';

/**
 * Plugin card. On the home page (000 §2.4): image, name, intro and author. In the list (§2.9) it also
 * shows the price (with discount) or 免费, and '查看详情'. Opens the plugin in a new tab.
 */
export function PlugCard({
  plug,
  withPrice = false,
  place,
}: {
  plug: PlugCardData;
  withPrice?: boolean;
  /** The card's index in a list page (its cover loads at once on the first row, card-cover.ts). */
  place?: number;
}) {
  return (
    <a
      href={paths.plug(plug.id)}
      target="_blank"
      rel="noopener"
      className={`product-card plug-card${withPrice ? ' plug-card--list' : ''}`}
    >
      <div className="product-card__cover">
        <FallbackImage src={plug.images} alt={plug.name} {...coverLoading(place)} width={640} height={360} />
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name" title={plug.name}>
          {plug.name}
        </h3>
        <p className="plug-card__intro">{plug.intro}</p>
        <div className="plug-card__author">作者：{plug.author || '—'}</div>
        {withPrice && (
          <div className="product-card__foot">
            <ProductPrice item={plug} />
            <span className="plug-card__more">查看详情</span>
          </div>
        )}
      </div>
    </a>
  );
}

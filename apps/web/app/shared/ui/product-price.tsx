import { priceView, type PriceFields } from '@app/contract/web';
import './product-price.css';

/**
 * A product's price in 光子: '免费', or the payable amount with (while discounted) the struck-through
 * original and an 'X折' tag. `size="large"` for detail pages, default for cards.
 */
export function ProductPrice({ item, size = 'default' }: { item: PriceFields; size?: 'default' | 'large' }) {
  const view = priceView(item);
  return (
    <span className={`product-price product-price--${size}`}>
      {view.free ? (
        <span className="product-price__amount">免费</span>
      ) : (
        <>
          <span className="product-price__amount">
            {view.amount}
            <span className="product-price__unit"> 光子</span>
          </span>
          {view.original && <del className="product-price__original">{view.original} 光子</del>}
          {view.label && <span className="product-price__label">{view.label}</span>}
        </>
      )}
    </span>
  );
}

import { formatRupees } from 'shared-contracts';
import { saleSaving, savingText } from 'shared-contracts/catalogue';
import './products.css';

/**
 * A product's price; on sale, the price before struck through (a screen reader hears "Was ₹20,000",
 * not a bare second price) and the saving. The price shown first is the one charged.
 */
export function ProductPrice({
  price,
  compareAtPrice,
  className,
}: {
  price: number;
  compareAtPrice?: number;
  className: string;
}) {
  const saving = saleSaving(price, compareAtPrice);
  if (!saving || compareAtPrice === undefined) return <p className={className}>{formatRupees(price)}</p>;
  return (
    <p className={`${className} cat-price cat-price--sale`}>
      <span className="cat-price__now">{formatRupees(price)}</span>{' '}
      <s className="cat-price__was">
        <span className="visually-hidden">Was </span>
        {formatRupees(compareAtPrice)}
      </s>{' '}
      <span className="cat-price__saving">{savingText(saving)}</span>
    </p>
  );
}

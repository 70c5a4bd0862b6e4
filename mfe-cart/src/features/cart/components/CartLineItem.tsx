import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { formatRupees, productPath, removeFromCart, type CartItem } from 'shared-contracts';
import { lineName } from 'shared-contracts/catalogue';
import { ProductThumb } from '../../../components/ProductThumb';
import { LineStockNote } from '../../cart-stock/components/LineStockNote';
import { quantityCap, type LineProblem, type ProductFacts } from '../../cart-stock/utils/lineStock';
import { QuantityStepper } from './QuantityStepper';

interface CartLineItemProps {
  item: CartItem;
  /** The stored catalogue's price and stock, once read. */
  facts?: ProductFacts;
  problem?: LineProblem;
}

/** One line of the cart: picture, name, unit price, stock note, quantity, line total and remove. */
export function CartLineItem({ item, facts, problem }: CartLineItemProps): ReactElement {
  const { id, imgUrl, price, quantity, totalPrice, variantSku } = item;
  // "Sofa — 5-seater, Walnut" for a version: two versions of one product are two lines.
  const productName = lineName(item);
  const href = variantSku ? `${productPath(id)}?variant=${encodeURIComponent(variantSku)}` : productPath(id);
  return (
    <li className={problem ? 'cart-line cart-line--problem' : 'cart-line'} aria-label={productName}>
      <ProductThumb src={imgUrl} name={productName} />
      <div className="cart-line__details">
        <h2 className="cart-line__name">
          <Link to={href}>{productName}</Link>
        </h2>
        <p className="cart-line__price">
          <span className="visually-hidden">Unit price </span>
          {formatRupees(price)}
        </p>
        <LineStockNote id={id} variantSku={variantSku} name={productName} facts={facts} problem={problem} />
      </div>
      <QuantityStepper
        id={id}
        variantSku={variantSku}
        name={productName}
        quantity={quantity}
        cap={quantityCap(facts)}
      />
      <p className="cart-line__total">
        <span className="visually-hidden">Line total </span>
        <span data-testid="line-total">{formatRupees(totalPrice)}</span>
      </p>
      <button
        type="button"
        className="cart-line__remove"
        aria-label={`Remove ${productName} from cart`}
        onClick={() => removeFromCart(id, variantSku)}
      >
        Remove
      </button>
    </li>
  );
}

import { useCart } from 'shared-contracts/react';
import { EmptyState } from '../components/EmptyState';
import { CartLineItem } from '../features/cart/components/CartLineItem';
import { CartSummary } from '../features/cart/components/CartSummary';
import { PriceChangeNotice } from '../features/cart-stock/components/PriceChangeNotice';
import { useCartStock } from '../features/cart-stock/hooks/useCartStock';
import { factsOfLine, lineKey } from '../features/cart-stock/utils/lineStock';
import '../styles/cart.css';

export default function CartPage() {
  const cart = useCart();
  const stock = useCartStock(cart);
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title" className="cart-title">
        Cart
      </h1>
      <PriceChangeNotice notices={stock.priceNotices} />
      {cart.items.length === 0 ? (
        <EmptyState message="Your cart is empty." hint="Find a piece you love in the shop and add it here." />
      ) : (
        <div className="cart-layout">
          <ul className="cart-lines" aria-label="Items in your cart">
            {cart.items.map((item) => (
              <CartLineItem
                key={lineKey(item)}
                item={item}
                facts={factsOfLine(item, stock.facts[item.id])}
                problem={stock.problems[lineKey(item)]}
              />
            ))}
          </ul>
          <CartSummary cart={cart} needsChanges={stock.hasProblems} />
        </div>
      )}
    </section>
  );
}

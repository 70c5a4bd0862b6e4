/**
 * Keeps each line at the price the server charges: a changed price is written to the cart through
 * the contract's cart/set (the runtime then derives the totals and saves), and the shopper is told
 * once per change.
 */
import { useEffect, useRef, useState } from 'react';
import { getCartSnapshot, setCart, type Cart } from 'shared-contracts';
import { repriced, type ProductFacts } from '../utils/lineStock';
import { CART_STOCK_TEXT } from '../texts';

export function usePriceSync(cart: Cart, facts: Readonly<Record<string, ProductFacts>>): string[] {
  const [notices, setNotices] = useState<string[]>([]);
  const told = useRef(new Set<string>());

  useEffect(() => {
    if (!cart.items.some((line) => repriced(line, facts[line.id]))) return;
    // The latest published lines, so a change made since this render is kept.
    const lines = getCartSnapshot().items;
    const fresh: string[] = [];
    for (const line of lines) {
      const next = repriced(line, facts[line.id]);
      const key = next && `${line.id}:${line.price}:${next.price}`;
      if (!next || !key || told.current.has(key)) continue;
      told.current.add(key);
      fresh.push(CART_STOCK_TEXT.priceChanged(line.productName, line.price, next.price));
    }
    setCart(lines.map((line) => repriced(line, facts[line.id]) ?? line));
    if (fresh.length > 0) setNotices((shown) => [...shown, ...fresh]);
  }, [cart, facts]);

  return notices;
}

/**
 * Keeps each line at the price the server charges: a changed price is written to the cart through
 * the contract's cart/set (the runtime then derives the totals and saves), and the shopper is told
 * once per change.
 */
import { useEffect, useRef, useState } from 'react';
import { getCartSnapshot, setCart, type Cart } from 'shared-contracts';
import { factsOfLine, lineKey, repriced, type ProductFacts } from '../utils/lineStock';
import { CART_STOCK_TEXT } from '../texts';
import { lineName } from 'shared-contracts/catalogue';

export function usePriceSync(cart: Cart, facts: Readonly<Record<string, ProductFacts>>): string[] {
  const [notices, setNotices] = useState<string[]>([]);
  const told = useRef(new Set<string>());

  useEffect(() => {
    const repricedLine = (line: Cart['items'][number]) => repriced(line, factsOfLine(line, facts[line.id]));
    if (!cart.items.some(repricedLine)) return;
    // The latest published lines, so a change made since this render is kept.
    const lines = getCartSnapshot().items;
    const fresh: string[] = [];
    for (const line of lines) {
      const next = repricedLine(line);
      const key = next && `${lineKey(line)}:${line.price}:${next.price}`;
      if (!next || !key || told.current.has(key)) continue;
      told.current.add(key);
      fresh.push(CART_STOCK_TEXT.priceChanged(lineName(line), line.price, next.price));
    }
    setCart(lines.map((line) => repricedLine(line) ?? line));
    if (fresh.length > 0) setNotices((shown) => [...shown, ...fresh]);
  }, [cart, facts]);

  return notices;
}

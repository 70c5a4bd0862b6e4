/** Everything the cart and checkout pages need from the stored catalogue, for the lines on screen. */
import { useMemo } from 'react';
import type { Cart } from 'shared-contracts';
import { factsOfLine, lineKey, lineProblem, type LineProblem, type ProductFacts } from '../utils/lineStock';
import { usePriceSync } from './usePriceSync';
import { useProductFacts } from './useProductFacts';

export interface CartStock {
  /** The products' facts by id (factsOfLine gives a line's own). */
  facts: Readonly<Record<string, ProductFacts>>;
  /** Lines that cannot be bought as they are, by lineKey. */
  problems: Readonly<Record<string, LineProblem>>;
  hasProblems: boolean;
  /** "The price of X changed…" texts, oldest first. */
  priceNotices: string[];
  /** Reads every line's facts again (after the server refused the order). */
  refresh: () => void;
}

export function useCartStock(cart: Cart): CartStock {
  const ids = useMemo(() => cart.items.map((line) => line.id), [cart.items]);
  const { facts, refresh } = useProductFacts(ids);
  const priceNotices = usePriceSync(cart, facts);
  const problems = useMemo(() => {
    const found: Record<string, LineProblem> = {};
    for (const line of cart.items) {
      const problem = lineProblem(line, factsOfLine(line, facts[line.id]));
      if (problem) found[lineKey(line)] = problem;
    }
    return found;
  }, [cart.items, facts]);
  return { facts, problems, hasProblems: Object.keys(problems).length > 0, priceNotices, refresh };
}

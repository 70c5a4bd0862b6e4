import type { ReactElement } from 'react';
import { setCartItemQuantity } from 'shared-contracts';
import { LOW_STOCK_AT } from 'shared-contracts/catalogue';
import type { LineProblem, ProductFacts } from '../utils/lineStock';
import { CART_STOCK_TEXT } from '../texts';

interface LineStockNoteProps {
  id: string;
  variantSku?: string | undefined;
  name: string;
  facts: ProductFacts | undefined;
  problem: LineProblem | undefined;
}

/** Under a cart line: what stops it being bought (with the one-click fix), or that few are left. */
export function LineStockNote({ id, variantSku, name, facts, problem }: LineStockNoteProps): ReactElement | null {
  if (problem?.kind === 'unavailable')
    return <p className="cart-stock cart-stock--problem">{CART_STOCK_TEXT.unavailable}</p>;
  if (problem?.kind === 'soldOut') return <p className="cart-stock cart-stock--problem">{CART_STOCK_TEXT.soldOut}</p>;
  if (problem?.kind === 'overStock') {
    return (
      <p className="cart-stock cart-stock--problem">
        {CART_STOCK_TEXT.onlyLeft(problem.stock)}{' '}
        <button
          type="button"
          className="cart-stock__fix"
          aria-label={CART_STOCK_TEXT.setQuantityLabel(problem.stock, name)}
          onClick={() => setCartItemQuantity(id, problem.stock, variantSku)}
        >
          {CART_STOCK_TEXT.setQuantityTo(problem.stock)}
        </button>
      </p>
    );
  }
  if (facts?.kind === 'available' && facts.stock <= LOW_STOCK_AT)
    return <p className="cart-stock">{CART_STOCK_TEXT.onlyLeft(facts.stock)}</p>;
  return null;
}

import { stockLabel } from 'shared-contracts/catalogue';

/**
 * "Only N left" or "Out of stock" (a line kept empty otherwise, so cards keep one height). Its id
 * lets a disabled Add to Cart say why.
 */
export function StockNote({ stock, id, className = '' }: { stock: number; id?: string; className?: string }) {
  const label = stockLabel(stock);
  const tone = stock <= 0 ? 'cat-stock--out' : label ? 'cat-stock--low' : '';
  return (
    <p id={id} className={`cat-stock ${tone} ${className}`.trim()}>
      {label}
    </p>
  );
}

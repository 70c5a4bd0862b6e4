import { STOCK_LEVEL_LABEL, stockLevel } from '../utils/stockLevel';

/** A stock count, marked when low (≤ 5) or out: in words, not by colour alone. */
export function StockFigure({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  const label = STOCK_LEVEL_LABEL[level];
  return (
    <span className={`adm-stock adm-stock--${level}`}>
      {stock}
      {label && <span className="adm-tag adm-tag--warning">{label}</span>}
    </span>
  );
}

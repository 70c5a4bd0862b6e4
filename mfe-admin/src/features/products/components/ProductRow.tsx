import { adminProductPath, formatRupees, type CatalogueProduct } from 'shared-contracts';
import { ART_HEIGHT, ART_WIDTH, activeVariants, hasVariants, listingStock } from 'shared-contracts/catalogue';
import { RowHeaderLink, type AdminColumn } from '../../../components/AdminTable';
import { StatusTag } from './StatusTag';
import { StockFigure } from './StockFigure';

/** Thumbnails keep the pictures' 4:3 box, so rows never jump as they load. */
const THUMB_WIDTH = ART_WIDTH / 5;
const THUMB_HEIGHT = ART_HEIGHT / 5;

/** The product table's header, in ProductRow's order. */
export const PRODUCT_COLUMNS: readonly AdminColumn[] = [
  { hidden: 'Picture' },
  'Name',
  'Category',
  'Versions',
  'Price',
  'Stock',
  'Status',
];

/** The price a row shows: its active variants' range ("₹40,000 – ₹52,000"), or the product's price. */
function priceText(product: CatalogueProduct): string {
  const prices = activeVariants(product).map((variant) => variant.price);
  if (prices.length === 0) return formatRupees(product.price);
  const [least, most] = [Math.min(...prices), Math.max(...prices)];
  return least === most ? formatRupees(least) : `${formatRupees(least)} – ${formatRupees(most)}`;
}

const versionsText = (count: number): string => (count === 1 ? '1 version' : `${count} versions`);

/** Picture, name (the link to its edit page), category, versions, price (range), stock (all versions') and status. */
export function ProductRow({ product }: { product: CatalogueProduct }) {
  return (
    <tr>
      <td className="adm-table__thumb">
        <img src={product.imgUrl} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} loading="lazy" decoding="async" />
      </td>
      <RowHeaderLink to={adminProductPath(product.id)}>{product.productName}</RowHeaderLink>
      <td>{product.category}</td>
      <td>{hasVariants(product) ? versionsText(product.variants?.length ?? 0) : '—'}</td>
      <td>{priceText(product)}</td>
      <td>
        <StockFigure stock={listingStock(product)} />
      </td>
      <td>
        <StatusTag status={product.status} />
      </td>
    </tr>
  );
}

import { adminProductPath, formatRupees, type CatalogueProduct } from 'shared-contracts';
import { ART_HEIGHT, ART_WIDTH } from 'shared-contracts/catalogue';
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
  'Price',
  'Stock',
  'Status',
];

/** Picture, name (the link to its edit page), category, price, stock and status. */
export function ProductRow({ product }: { product: CatalogueProduct }) {
  return (
    <tr>
      <td className="adm-table__thumb">
        <img src={product.imgUrl} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} loading="lazy" decoding="async" />
      </td>
      <RowHeaderLink to={adminProductPath(product.id)}>{product.productName}</RowHeaderLink>
      <td>{product.category}</td>
      <td>{formatRupees(product.price)}</td>
      <td>
        <StockFigure stock={product.stock} />
      </td>
      <td>
        <StatusTag status={product.status} />
      </td>
    </tr>
  );
}

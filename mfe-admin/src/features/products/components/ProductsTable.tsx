import { adminProductPath, formatRupees, type CatalogueProduct } from 'shared-contracts';
import { ART_HEIGHT, ART_WIDTH } from 'shared-contracts/catalogue';
import { Link } from 'shared-contracts/router';
import { StatusTag } from './StatusTag';
import { StockFigure } from './StockFigure';

/** Thumbnails keep the pictures' 4:3 box, so rows never jump as they load. */
const THUMB_WIDTH = ART_WIDTH / 5;
const THUMB_HEIGHT = ART_HEIGHT / 5;

export interface ProductsTableProps {
  products: readonly CatalogueProduct[];
  /** e.g. "Products 21–40 of 62" */
  caption: string;
}

/** Picture, name (the link to its edit page), category, price, stock and status per product. */
export function ProductsTable({ products, caption }: ProductsTableProps) {
  return (
    <div className="adm-table-scroll" role="region" aria-labelledby="adm-products-caption" tabIndex={0}>
      <table className="adm-table adm-table--products">
        <caption id="adm-products-caption" className="adm-table__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="adm-visually-hidden">Picture</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Category</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <td className="adm-table__thumb">
                <img src={product.imgUrl} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} loading="lazy" decoding="async" />
              </td>
              <th scope="row">
                <Link to={adminProductPath(product.id)} className="adm-link">
                  {product.productName}
                </Link>
              </th>
              <td>{product.category}</td>
              <td>{formatRupees(product.price)}</td>
              <td>
                <StockFigure stock={product.stock} />
              </td>
              <td>
                <StatusTag status={product.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

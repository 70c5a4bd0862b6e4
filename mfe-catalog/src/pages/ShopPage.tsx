import { ShopView } from '../features/shop/components/ShopView';
import { CatalogueQueries } from '../features/catalogue/components/CatalogueQueries';

// What the page server (and the browser) call for this route: its data and its head.
export { head, loader } from './ShopPage.route';

export default function ShopPage() {
  return (
    <section className="cat-page" aria-labelledby="cat-shop-title">
      <h1 id="cat-shop-title" className="cat-page__title">
        Shop
      </h1>
      <CatalogueQueries>
        <ShopView />
      </CatalogueQueries>
    </section>
  );
}

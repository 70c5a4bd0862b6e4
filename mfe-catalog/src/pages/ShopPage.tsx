import { ShopView } from '../features/shop/components/ShopView';

export default function ShopPage() {
  return (
    <section className="cat-page" aria-labelledby="cat-shop-title">
      <h1 id="cat-shop-title" className="cat-page__title">
        Shop
      </h1>
      <ShopView />
    </section>
  );
}

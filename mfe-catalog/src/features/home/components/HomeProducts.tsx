import { BUILT_IN_PRODUCTS } from 'shared-contracts/catalogue';
import { ProductGrid } from '../../products/components/ProductGrid';
import { homeSections } from '../utils/homeSections';

const SECTIONS = homeSections(BUILT_IN_PRODUCTS);

/** Some of Trending, Best Sales, New Arrivals and Popular in Category, each a titled grid. */
export function HomeProducts({ only }: { only: string[] }) {
  return (
    <>
      {SECTIONS.filter((section) => only.includes(section.id)).map((section) => (
        <section key={section.id} className="cat-home-section" aria-labelledby={`cat-home-${section.id}`}>
          <h2 id={`cat-home-${section.id}`} className="cat-home-section__title">
            {section.title}
          </h2>
          <ProductGrid products={section.products} headingLevel={3} />
        </section>
      ))}
    </>
  );
}

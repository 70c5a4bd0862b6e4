import { useProductPages } from '../../catalogue/hooks/useProductPages';
import { LoadError } from '../../products/components/LoadError';
import { ProductGrid } from '../../products/components/ProductGrid';
import { HOME_SECTIONS, PER_SECTION, sectionProducts, sectionQueries, type HomeSection } from '../utils/homeSections';

/** One section; while it loads, a full section of placeholder cards holds its place (sections are full in a stocked shop). */
function HomeProductSection({ section }: { section: HomeSection }) {
  const { pages, loading, error, retry } = useProductPages(sectionQueries(section));
  const products = pages
    ? sectionProducts(
        section,
        pages.map((page) => page.products),
      )
    : [];
  if (pages && products.length === 0 && !error) return null;
  return (
    <section className="cat-home-section" aria-labelledby={`cat-home-${section.id}`} aria-busy={loading}>
      <h2 id={`cat-home-${section.id}`} className="cat-home-section__title">
        {section.title}
      </h2>
      {error && !pages ? <LoadError error={error} onRetry={retry} /> : null}
      <ProductGrid products={products} headingLevel={3} placeholders={pages || error ? 0 : PER_SECTION} />
    </section>
  );
}

/** Some of Trending, Best Sales, New Arrivals and Popular in Category, each a titled grid read from the server. */
export function HomeProducts({ only }: { only: string[] }) {
  return (
    <>
      {HOME_SECTIONS.filter((section) => only.includes(section.id)).map((section) => (
        <HomeProductSection key={section.id} section={section} />
      ))}
    </>
  );
}

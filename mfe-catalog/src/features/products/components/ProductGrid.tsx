import type { CatalogueProduct } from 'shared-contracts';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { HydrationUnit } from './HydrationUnit';

interface ProductGridProps {
  products: readonly CatalogueProduct[];
  headingLevel?: 2 | 3;
  /** Placeholder cards after the products, holding the space of ones still loading. */
  placeholders?: number;
  /** How many first images load eagerly (those likely in the first screenful). */
  eagerImages?: number;
  label?: string;
}

/** 4 per row on large screens, fewer on small ones (products.css). */
export function ProductGrid({ products, headingLevel, placeholders = 0, eagerImages = 0, label }: ProductGridProps) {
  return (
    <HydrationUnit>
      <ul className="cat-grid" aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id} className="cat-grid__item">
            <ProductCard
              product={product}
              headingLevel={headingLevel}
              imageLoading={index < eagerImages ? 'eager' : 'lazy'}
            />
          </li>
        ))}
        {Array.from({ length: placeholders }, (_, i) => (
          <li key={`placeholder-${i}`} className="cat-grid__item" aria-hidden="true">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </HydrationUnit>
  );
}

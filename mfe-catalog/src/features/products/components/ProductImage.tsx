import { useState } from 'react';
import type { Product } from 'shared-contracts';
import { ART_HEIGHT, ART_WIDTH } from 'shared-contracts/catalogue';
import { FALLBACK_IMAGE } from '../utils/fallbackImage';

interface ProductImageProps {
  product: Pick<Product, 'productName' | 'imgUrl'>;
  className?: string;
  /** 'eager' for images in the first screenful. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's lead picture (its LCP element), which the page's head also preloads. */
  fetchPriority?: 'high';
}

/** A product picture in a fixed 4:3 box (width and height set), so nothing shifts as it loads. */
export function ProductImage({ product, className, loading = 'lazy', fetchPriority }: ProductImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const usable = product.imgUrl && failedUrl !== product.imgUrl;
  return (
    <img
      className={className}
      src={usable ? product.imgUrl : FALLBACK_IMAGE}
      alt={product.productName}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => setFailedUrl(product.imgUrl)}
    />
  );
}

import { useState } from 'react';
import type { Product } from 'shared-contracts';
import { ART_HEIGHT, ART_WIDTH } from 'shared-contracts/catalogue';
import { FALLBACK_IMAGE } from '../utils/fallbackImage';
import { Picture } from './Picture';

interface ProductImageProps {
  product: Pick<Product, 'productName' | 'imgUrl'>;
  className?: string;
  /** 'eager' for images in the first screenful. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's lead picture (its LCP element), which the page's head also preloads. */
  fetchPriority?: 'high';
  /** How wide it shows in its layout (the `sizes` attribute); the whole viewport unless said. */
  sizes?: string;
}

/** A product picture in a fixed 4:3 box (width and height set), so nothing shifts as it loads. */
export function ProductImage({
  product,
  className,
  loading = 'lazy',
  fetchPriority,
  sizes = '100vw',
}: ProductImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const usable = product.imgUrl && failedUrl !== product.imgUrl;
  return (
    <Picture
      className={className}
      src={usable ? product.imgUrl : FALLBACK_IMAGE}
      alt={product.productName}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      sizes={sizes}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => setFailedUrl(product.imgUrl)}
    />
  );
}

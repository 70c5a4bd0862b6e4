import type { ImgHTMLAttributes } from 'react';
import { pictureSources, type PictureWidth } from 'shared-contracts/catalogue';
import './products.css';

interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  src: string;
  alt: string;
  /** How wide the picture shows, as the `sizes` attribute says it (the layout's width, not the original's). */
  sizes: string;
  /** The widths to offer (all of them unless a small picture needs fewer). */
  widths?: readonly PictureWidth[];
}

/**
 * A stored picture in the widths and formats its host can serve: a `<picture>` with AVIF and WebP
 * sources before a JPEG srcset, so the browser downloads the smallest fit it can show. A picture
 * no host can resize (a seed drawing, another site's) is the plain `<img>`. The `<img>` keeps its
 * width and height, so nothing shifts.
 */
export function Picture({ src, alt, sizes, widths, ...image }: PictureProps) {
  const { srcSet, sources } = pictureSources(src, widths);
  const img = <img {...image} alt={alt} src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} />;
  if (sources.length === 0) return img;
  return (
    <picture className="cat-picture">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

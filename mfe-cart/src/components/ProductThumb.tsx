import type { ReactElement } from 'react';

/** A product picture at a fixed size (4:3, like the catalogue's drawings), so nothing shifts as it loads. */
export function ProductThumb({ src, name }: { src: string; name: string }): ReactElement {
  return <img className="cart-thumb" src={src} alt={name} width={96} height={72} loading="lazy" decoding="async" />;
}

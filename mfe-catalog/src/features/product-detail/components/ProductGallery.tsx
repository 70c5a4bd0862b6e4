import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CatalogueProduct } from 'shared-contracts';
import { ART_HEIGHT, ART_WIDTH, productImages } from 'shared-contracts/catalogue';
import { useModalDialog } from 'shared-contracts/react';
import { Picture } from '../../products/components/Picture';
import { ProductImage } from '../../products/components/ProductImage';
import { GALLERY_MAIN_SIZES } from '../utils/gallerySizes';

/** How far a finger must travel sideways for a swipe to change the picture (CSS pixels). */
const SWIPE_PX = 40;

const THUMB_SIZES = `${ART_WIDTH / 5}px`;
const ZOOM_SIZES = 'min(100vw, 960px)';

const STEP: Record<string, -1 | 1 | undefined> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * The product's pictures: the chosen one large in the page's fixed 4:3 box, thumbnails to choose
 * (aria-current on the chosen one), the arrow keys and a sideways swipe to step through them, and
 * a zoom view opened by a click or Enter on the picture. The first render shows the first picture
 * with the zoom view closed, on the server and in the browser alike, so hydration changes nothing.
 */
export function ProductGallery({ product }: { product: Pick<CatalogueProduct, 'productName' | 'imgUrl' | 'images'> }) {
  const images = productImages(product);
  const [chosen, setChosen] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const swipe = useRef<{ x: number; swiped: boolean } | null>(null);
  const wasZoomed = useRef(false);
  const index = Math.min(chosen, images.length - 1);
  const many = images.length > 1;
  const alt = (i: number): string =>
    many ? `${product.productName}, picture ${i + 1} of ${images.length}` : product.productName;

  useEffect(() => {
    // Closed again: the focus goes back to the picture that opened it.
    if (wasZoomed.current && !zoomed) opener.current?.focus();
    wasZoomed.current = zoomed;
  }, [zoomed]);

  const step = (by: number) => setChosen((current) => (current + by + images.length) % images.length);
  const onArrow = (event: KeyboardEvent<HTMLElement>, focusThumb: boolean) => {
    const by = STEP[event.key];
    if (!by || !many) return;
    event.preventDefault();
    const next = (index + by + images.length) % images.length;
    setChosen(next);
    if (focusThumb) thumbs.current?.querySelectorAll('button')[next]?.focus();
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    swipe.current = event.pointerType === 'mouse' ? null : { x: event.clientX, swiped: false };
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const start = swipe.current;
    if (!start || !many) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX) return;
    start.swiped = true;
    step(dx < 0 ? 1 : -1);
  };

  return (
    <div className="cat-gallery">
      <div className="cat-detail__media">
        <button
          ref={opener}
          type="button"
          className="cat-gallery__main"
          aria-label={`Zoom: ${alt(index)}`}
          onClick={() => {
            // The click that ends a swipe changes the picture only.
            if (swipe.current?.swiped) swipe.current = null;
            else setZoomed(true);
          }}
          onKeyDown={(event) => onArrow(event, false)}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
        >
          <ProductImage
            product={{ productName: alt(index), imgUrl: images[index] ?? product.imgUrl }}
            className="cat-detail__image"
            loading="eager"
            fetchPriority="high"
            sizes={GALLERY_MAIN_SIZES}
          />
        </button>
      </div>
      {many && (
        <ul className="cat-gallery__thumbs" ref={thumbs} aria-label={`Pictures of ${product.productName}`}>
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className="cat-gallery__thumb"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setChosen(i)}
                onKeyDown={(event) => onArrow(event, true)}
              >
                <Picture
                  src={url}
                  alt={alt(i)}
                  sizes={THUMB_SIZES}
                  widths={[320]}
                  width={ART_WIDTH / 5}
                  height={ART_HEIGHT / 5}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && (
        <ZoomView
          title={alt(index)}
          url={images[index] ?? product.imgUrl}
          many={many}
          onStep={step}
          onClose={() => setZoomed(false)}
        />
      )}
    </div>
  );
}

interface ZoomViewProps {
  title: string;
  url: string;
  many: boolean;
  onStep: (by: number) => void;
  onClose: () => void;
}

/** The chosen picture as large as the screen allows, in a modal dialog: Close (focused first), Escape, the arrow keys. */
function ZoomView({ title, url, many, onStep, onClose }: ZoomViewProps) {
  const titleId = useId();
  const { dialogRef, cancelRef, onKeyDown } = useModalDialog({ onCancel: onClose, pending: false });
  return (
    <div className="cat-zoom__backdrop">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog's Escape, arrows and focus trap */}
      <div
        ref={dialogRef}
        className="cat-zoom"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          const by = STEP[event.key];
          if (by && many) {
            event.preventDefault();
            onStep(by);
            return;
          }
          onKeyDown(event);
        }}
      >
        <h2 id={titleId} className="cat-zoom__title">
          {title}
        </h2>
        <Picture
          className="cat-zoom__image"
          src={url}
          alt={title}
          sizes={ZOOM_SIZES}
          width={ART_WIDTH * 2}
          height={ART_HEIGHT * 2}
        />
        <div className="cat-zoom__actions">
          {many && (
            <button type="button" className="cat-button" onClick={() => onStep(-1)}>
              Previous picture
            </button>
          )}
          {many && (
            <button type="button" className="cat-button" onClick={() => onStep(1)}>
              Next picture
            </button>
          )}
          <button ref={cancelRef} type="button" className="cat-button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}

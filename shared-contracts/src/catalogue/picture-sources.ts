/**
 * One stored product picture, offered in several widths and modern formats: what a `<picture>`
 * needs (AVIF and WebP `<source>`s, a JPEG `srcSet` on the `<img>`), worked out from the stored URL
 * alone. Two hosts can resize: this API's own uploads (sized copies made on first request, named
 * by `uploadVariantName`) and Cloudinary (by a transformation in the URL). Anything else (the seed
 * drawings, which are SVG, or a host that cannot resize) keeps its one `src`.
 */

/** The widths every resizable picture is offered in (CSS pixels × density; the browser picks by `sizes`). */
export const PICTURE_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The formats of a sized copy: two modern ones and JPEG, which every browser shows. */
export const PICTURE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export interface PictureSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

export interface PictureSources {
  /** The stored picture itself: the `<img>`'s src, for browsers that ignore srcset. */
  src: string;
  /** JPEG widths for the `<img>`; absent when the picture cannot be resized. */
  srcSet?: string;
  /** AVIF then WebP, for `<source>` elements before the `<img>`; empty when the picture cannot be resized. */
  sources: PictureSource[];
}

/** An upload this API stored: 32 hex digits and its format (upload-store's names). GIFs may move, so they are left whole. */
const UPLOAD_NAME = /^([a-f0-9]{32})\.(?:png|jpg|webp)$/;
const VARIANT_NAME = /^([a-f0-9]{32})\.w(\d{3,4})\.(avif|webp|jpg)$/;

export interface UploadVariant {
  /** The 32 hex digits the original and all its sized copies share. */
  stem: string;
  width: PictureWidth;
  format: PictureFormat;
}

/** The file name of an upload's sized copy, e.g. `<stem>.w640.webp`. */
export const uploadVariantName = ({ stem, width, format }: UploadVariant): string => `${stem}.w${width}.${format}`;

/** The sized copy a file name asks for, or null for any other name (a width not offered included). */
export function parseUploadVariantName(name: string): UploadVariant | null {
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(PICTURE_WIDTHS as readonly number[]).includes(width)) return null;
  return { stem: match[1] as string, width: width as PictureWidth, format: match[3] as PictureFormat };
}

type Resizer = (width: PictureWidth, format: PictureFormat) => string;

/** An upload of this API, whatever host serves it (as the server's upload sweeper reads names too). */
function uploadResizer(url: string): Resizer | null {
  if (/[?#]/.test(url)) return null;
  const slash = url.lastIndexOf('/');
  const stem = UPLOAD_NAME.exec(url.slice(slash + 1))?.[1];
  if (stem === undefined) return null;
  const folder = url.slice(0, slash + 1);
  return (width, format) => `${folder}${uploadVariantName({ stem, width, format })}`;
}

const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[\w-]+\/image\/upload\/)([^?#]+)$/;
/** A transformation component: comma-separated `key_value` parameters of Cloudinary's keys (`c_fill,w_800`, `e_sepia`). */
const PARAMETER =
  '(?:a|ac|af|ar|b|bo|br|c|co|cs|d|dl|dn|dpr|du|e|eo|f|fl|fn|fps|g|h|if|ki|l|o|p|pg|q|r|so|sp|t|u|vc|vs|w|x|y|z)_[^/,]+';
const TRANSFORMATION = new RegExp(`^${PARAMETER}(?:,${PARAMETER})*$`);

/**
 * A Cloudinary delivery URL: ours is one more chained component after any the URL already has
 * (components apply in order, so a crop chosen by the admin happens before the resize).
 * `c_limit` never enlarges; `q_auto` lets Cloudinary pick the quality.
 */
function cloudinaryResizer(url: string): Resizer | null {
  const match = CLOUDINARY_UPLOAD.exec(url);
  if (!match) return null;
  const [, base, rest] = match as unknown as [string, string, string];
  const segments = rest.split('/');
  const given = segments.findIndex((segment) => !TRANSFORMATION.test(segment));
  if (given === -1) return null;
  const before = segments.slice(0, given).join('/');
  const after = segments.slice(given).join('/');
  if (/\.svg$/i.test(after)) return null;
  return (width, format) => `${base}${before ? `${before}/` : ''}f_${format},w_${width},c_limit,q_auto/${after}`;
}

/** The sources of a stored picture in the given widths (all of PICTURE_WIDTHS unless fewer suffice). */
export function pictureSources(url: string, widths: readonly PictureWidth[] = PICTURE_WIDTHS): PictureSources {
  const resize = uploadResizer(url) ?? cloudinaryResizer(url);
  if (!resize || widths.length === 0) return { src: url, sources: [] };
  const srcSet = (format: PictureFormat) => widths.map((width) => `${resize(width, format)} ${width}w`).join(', ');
  return {
    src: url,
    srcSet: srcSet('jpg'),
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
  };
}

/**
 * The seed products' pictures as SVG files: drawn by the catalogue's art generator (the same
 * drawings the shop bundles today), named by content hash (`07-3f9a1c2b4d.svg`) so they are cached
 * for a year, and served by GET /seed-art/<name> from memory. A stored imgUrl with an older hash
 * (the art changed since it was seeded) is redirected to the current drawing rather than broken.
 * Each drawing has a PNG twin named by its stem and the card layout (`07-3f9a1c2b4d.card1.png`), a
 * 1200×630 link-preview card (seedArtPreview.ts): the page server's og:image for a seed picture.
 * The names are shared-contracts' rule (catalogue/seed-art.ts), which the page server follows too.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  SEED_ART_CARD,
  SEED_ART_PATH,
  parseSeedArtFile,
  seedArtFileName,
  seedArtStem,
} from 'shared-contracts/catalogue';
import { SEED_PRODUCTS } from './products';
import { httpError } from '../../../http-errors';
import { createPreviewRenderer, previewCardSvg } from './seedArtPreview';
import { namedPlugin } from '../../../plugins/named-plugin';

const DATA_URI_PREFIX = 'data:image/svg+xml,';

interface Art {
  /** `<id>-<hash of the SVG>`: the SVG is <stem>.svg, its preview card <stem>.card<layout>.png. */
  stem: string;
  svg: Buffer;
}

/** The SVG document inside a built-in product's data: URI (svgDataUri only %-escapes). */
export function svgOfDataUri(uri: string): string {
  if (!uri.startsWith(DATA_URI_PREFIX)) throw new Error('not an SVG data URI');
  return decodeURIComponent(uri.slice(DATA_URI_PREFIX.length));
}

let drawn: Map<string, Art> | null = null;
/** Drawn once, on first use: 62 small SVGs (~100 KB in all). */
function seedArt(): Map<string, Art> {
  drawn ??= new Map(
    SEED_PRODUCTS.map((product) => {
      const svg = Buffer.from(svgOfDataUri(product.imgUrl));
      return [product.id, { stem: seedArtStem(product.id, createHash('sha256').update(svg).digest('hex')), svg }];
    }),
  );
  return drawn;
}

/** Where this server's seed pictures are: its public origin (that of the upload URLs) + /seed-art/. */
export const seedArtBaseUrl = (publicBaseUrl: string): string => new URL(`${SEED_ART_PATH}/`, publicBaseUrl).href;

/** The absolute URL of a seed product's picture. */
export function seedArtUrl(baseUrl: string, id: string): string {
  const art = seedArt().get(id);
  if (!art) throw new Error(`no seed art for product ${id}`);
  return `${baseUrl}${seedArtFileName(art.stem, 'svg')}`;
}

const NO_SUCH_PICTURE = 'No such picture.';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

export const seedArtRoute: FastifyPluginAsync = namedPlugin('seedArtRoute', async (app) => {
  const previews = createPreviewRenderer();
  app.addHook('onClose', () => previews.close());

  app.get<{ Params: { file: string } }>(
    `${SEED_ART_PATH}/:file`,
    { schema: { params: { type: 'object', properties: { file: { type: 'string' } }, required: ['file'] } } },
    async (request, reply) => {
      const asked = parseSeedArtFile(request.params.file);
      const art = asked ? seedArt().get(asked.id) : undefined;
      if (!asked || !art) throw httpError(404, NO_SUCH_PICTURE);
      const current = seedArtFileName(art.stem, asked.kind);
      if (current !== request.params.file) {
        return reply.header('cache-control', 'public, max-age=3600').redirect(`${SEED_ART_PATH}/${current}`, 301);
      }
      reply.header('cache-control', YEAR_IMMUTABLE).header('x-content-type-options', 'nosniff');
      if (asked.kind === 'card')
        return reply.type(SEED_ART_CARD.type).send(await previews.png(art.stem, previewCardSvg(art.svg.toString())));
      return (
        reply
          .type('image/svg+xml')
          // An SVG opened as a page runs no script and loads nothing: it is only a picture.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(art.svg)
      );
    },
  );
});

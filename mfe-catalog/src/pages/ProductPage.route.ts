/**
 * /shop/{id}'s data (the product whole and the first page of its reviews; a 404 for a product the
 * shop does not sell) and head (the product card, Product and BreadcrumbList JSON-LD).
 */
import {
  productPath,
  type CatalogueProduct,
  type RouteHead,
  type RouteHeadContext,
  type RouteLoaded,
  type RouteLoaderArgs,
} from 'shared-contracts';
import { productImages } from 'shared-contracts/catalogue';
import { GALLERY_MAIN_SIZES } from '../features/product-detail/utils/gallerySizes';
import { readFirstReviews, readProduct } from '../features/route-data/readApi';
import { productPreviewImage } from '../features/seo/productPreviewImage';
import { productBreadcrumbJsonLd, productJsonLd } from '../features/seo/productJsonLd';
import { routeHead } from '../features/seo/routeHead';

export type ProductData = CatalogueProduct;

export async function loader({ params, fetchApi }: RouteLoaderArgs): Promise<RouteLoaded<ProductData>> {
  const id = params.id ?? '';
  const [product, reviews] = await Promise.all([
    readProduct(fetchApi, id),
    // Reviews that cannot be read are left to the page, which reads them itself.
    readFirstReviews(fetchApi, id).catch(() => null),
  ]);
  if (!product) return { status: 404 };
  return {
    status: 200,
    data: product,
    pageData: { product: { [product.id]: product }, ...(reviews ? { reviewPage: { [product.id]: reviews } } : {}) },
  };
}

export function head(product: ProductData, context: RouteHeadContext): RouteHead {
  const { siteUrl, config } = context;
  const links = { siteUrl, storeName: config.storeName };
  // JSON-LD names the same picture: a PNG every consumer reads (Google's merchant listings take no SVG).
  const image = productPreviewImage(product.imgUrl, config.apiBaseUrl, product.productName);
  return routeHead(context, product.productName, {
    description: product.shortDesc,
    canonical: `${siteUrl}${productPath(product.id)}`,
    ogType: 'product',
    ogImage: image,
    jsonLd: [productJsonLd(product, image?.url ?? null, links), productBreadcrumbJsonLd(product, links)],
    // The gallery's first picture, as it renders it.
    leadImage: productImages(product)[0] || null,
    leadImageSizes: GALLERY_MAIN_SIZES,
  });
}

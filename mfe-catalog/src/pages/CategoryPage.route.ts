/**
 * /category/{name}'s data (its first products under the URL's filters, with their counts; a 404 for a
 * name that is no category) and head (ItemList JSON-LD; filters canonicalise to the category).
 */
import {
  categoryFromSlug,
  categoryPageQuery,
  categoryPath,
  categorySlug,
  productListSearch,
  type FilterCategory,
  type RouteHead,
  type RouteHeadContext,
  type RouteLoaded,
  type RouteLoaderArgs,
} from 'shared-contracts';
import { readShopParams, type ProductPage } from 'shared-contracts/catalogue';
import { forCards, readProductPage } from '../features/route-data/readApi';
import { categoryJsonLd } from '../features/seo/categoryJsonLd';
import { categoryDescription } from '../features/seo/pageTexts';
import { routeHead } from '../features/seo/routeHead';

export interface CategoryData {
  category: FilterCategory;
  page: ProductPage;
}

export async function loader({ params, searchParams, fetchApi }: RouteLoaderArgs): Promise<RouteLoaded<CategoryData>> {
  const category = categoryFromSlug(params.categoryName ?? '');
  if (!category) return { status: 404 };
  const query = categoryPageQuery(category, readShopParams(searchParams));
  const page = await readProductPage(fetchApi, query);
  return {
    status: 200,
    data: { category, page },
    pageData: { productPage: { [productListSearch(query)]: forCards(page) } },
  };
}

export function head({ category, page }: CategoryData, context: RouteHeadContext): RouteHead {
  const { siteUrl, config } = context;
  const url = `${siteUrl}${categoryPath(categorySlug(category))}`;
  return routeHead(context, category, {
    description: categoryDescription(config.storeName, category, page.total),
    canonical: url,
    jsonLd: [categoryJsonLd(category, url, page.products, { siteUrl, storeName: config.storeName })],
  });
}

/**
 * Every data migration, in the order they run (migrations/runner.ts). Append only: a migration
 * that ran somewhere is never edited or removed, and its id is never reused.
 */
import type { Migration } from './runner';
import { orderProviderChecks, orderQueryFields } from './order-query-fields';
import { productImageNames } from './product-image-names';
import { productImages } from './product-images';
import { productStockAccount } from './product-stock-account';
import { productStockFields } from './product-stock-fields';
import { productVariantAccounts } from './product-variant-accounts';

export const MIGRATIONS: readonly Migration[] = [
  orderQueryFields,
  orderProviderChecks,
  productStockFields,
  productStockAccount,
  productImages,
  productVariantAccounts,
  productImageNames,
];

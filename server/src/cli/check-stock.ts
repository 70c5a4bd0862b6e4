/**
 * `npm run check:stock`: verifies the stock invariant over the whole store (stock-check.ts) and
 * prints each product that breaks it; exit code 1 when one does. Same config as the server; it may
 * run beside it. A checkout moving units while the check reads can look like a difference, so a
 * product found wrong is checked again a few seconds later, and only what is still wrong is reported.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { checkStock, type StockCheckReport } from '../features/products/stock-check';
import { openStorage } from '../storage/open-storage';
import type { DocumentStore } from '../storage/port';
import { loadCliConfig, runCli } from './cli-config';

const RECHECK_AFTER_MS = 3000;

/** The differences found in both readings (the second reading's words). */
export async function checkStockSettled(
  docs: Pick<DocumentStore, 'scan'>,
  recheckAfterMs = RECHECK_AFTER_MS,
): Promise<StockCheckReport> {
  const first = await checkStock(docs);
  if (first.differences.length === 0) return first;
  // Time for a checkout caught mid-move by the first reading to finish before the second.
  await sleep(recheckAfterMs);
  const second = await checkStock(docs);
  const firstIds = new Set(first.differences.map((difference) => difference.productId));
  return { ...second, differences: second.differences.filter((difference) => firstIds.has(difference.productId)) };
}

export function describeStockCheck(report: StockCheckReport): string[] {
  const lines = [
    `Checked ${report.products} products against ${report.orders} orders: ` +
      (report.differences.length === 0
        ? 'stock + held = what the admin set on every product, and every hold is an order’s.'
        : `${report.differences.length} product(s) differ.`),
  ];
  for (const { productId, problems } of report.differences) lines.push(`  ${productId}: ${problems.join('; ')}`);
  if (report.unaccounted.length > 0)
    lines.push(
      `${report.unaccounted.length} product(s) have no stock accounting yet (stored before it; the server adds it at start): ` +
        report.unaccounted.slice(0, 20).join(', ') +
        (report.unaccounted.length > 20 ? ', …' : ''),
    );
  return lines;
}

async function run(argv: string[]): Promise<number> {
  if (argv.length > 0) {
    console.error('usage: npm run check:stock');
    return 2;
  }
  const config = loadCliConfig();
  if (!config) return 1;
  const storage = await openStorage(config);
  try {
    const report = await checkStockSettled(storage.docs);
    for (const line of describeStockCheck(report)) console.log(line);
    return report.differences.length === 0 ? 0 : 1;
  } finally {
    await storage.close();
  }
}

if (require.main === module) runCli('check:stock', run);

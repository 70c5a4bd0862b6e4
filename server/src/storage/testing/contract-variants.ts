/**
 * Contract of product variants on each adapter: a product's options and variants stored and edited
 * with it (each variant with its own stock account), the SKU index, stock reserved, released and
 * taken again by (product, variant) in the transactions an order's create and moves already use,
 * and the race for the last units of one variant.
 */
import type { CatalogueProduct, CartItem, ProductVariant } from 'shared-contracts';
import { createOrdersRepository } from '../../features/orders/repository';
import { settlePaidOrder } from '../../features/orders/settle';
import { moveOrder, type OrderLog } from '../../features/orders/stock-moves';
import { newProductDocument } from '../../features/products/productRecord';
import { createProductWriter } from '../../features/products/productsRepository';
import { checkStock } from '../../features/products/stock-check';
import { productVariantAccounts } from '../../migrations/product-variant-accounts';
import type { DocumentStore } from '../port';
import type { ContractContext } from './contract-context';
import { product } from './contract-stock-support';

const variant = (sku: string, size: string, finish: string, price: number, stock: number): ProductVariant => ({
  sku,
  optionValues: [size, finish],
  price,
  stock,
  status: 'active',
});

/** A sofa in two sizes and two finishes, three of the four combinations sold. */
export const sofaWithVariants = (id: string, stocks: [number, number, number] = [4, 2, 1]): CatalogueProduct => ({
  ...product(id, 0),
  productName: 'Sofa',
  imgUrl: '/uploads/sofa.png',
  images: ['/uploads/sofa.png'],
  options: [
    { name: 'Size', values: ['3-seater', '5-seater'] },
    { name: 'Finish', values: ['Teak', 'Walnut'] },
  ],
  variants: [
    variant(`${id}-3-TEAK`, '3-seater', 'Teak', 45000, stocks[0]),
    variant(`${id}-5-TEAK`, '5-seater', 'Teak', 62000, stocks[1]),
    { ...variant(`${id}-5-WAL`, '5-seater', 'Walnut', 68000, stocks[2]), images: ['/uploads/walnut.png'] },
  ],
});

const line = (productId: string, sku: string, quantity: number, price = 45000): CartItem => ({
  id: productId,
  productName: 'Sofa',
  imgUrl: '',
  price,
  quantity,
  totalPrice: price * quantity,
  variantSku: sku,
  variantLabel: sku,
});

const newOrder = (id: string, items: CartItem[]) => ({
  id,
  uid: `shopper_${id}`,
  items,
  amount: items.reduce((sum, item) => sum + item.totalPrice, 0),
  currency: 'INR' as const,
  receipt: `rcpt_${id}`,
  provider: 'sandbox' as const,
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
});

const variantStocks = async (docs: DocumentStore, id: string): Promise<Record<string, number>> => {
  const stored = await createProductWriter(docs).get(id);
  return Object.fromEntries((stored?.variants ?? []).map((item) => [item.sku, item.stock]));
};

export function variantsContract({ current }: ContractContext): void {
  describe('product variants', () => {
    it('stores options and variants with the product: price the lowest active, stock the active units, each variant its own account', async () => {
      const { docs } = current().storage;
      const products = createProductWriter(docs);
      expect(await products.create(sofaWithVariants('sofa'))).toBe(true);
      const stored = await products.get('sofa');
      expect(stored).toMatchObject({ price: 45000, stock: 7, options: sofaWithVariants('sofa').options });
      expect(stored?.variants).toEqual(sofaWithVariants('sofa').variants);
      const document = await docs.get('products', 'sofa');
      expect(document).toMatchObject({ stock: 7, heldUnits: 0, stockTotal: 7 });
      expect(document?.variantSkus).toEqual(['sofa-3-TEAK', 'sofa-5-TEAK', 'sofa-5-WAL']);
      expect(document?.variants).toEqual(
        expect.arrayContaining([expect.objectContaining({ sku: 'sofa-5-WAL', heldUnits: 0, stockTotal: 1 })]),
      );
      // The SKU index finds the product selling a SKU.
      const owners = await docs.query('products', { where: [['variantSkus', 'array-contains', 'sofa-5-TEAK']] });
      expect(owners.map(({ id }) => id)).toEqual(['sofa']);

      // An edit: the cheapest variant archived, a stock changed, a variant added.
      const edited = await products.update('sofa', (p) => ({
        ...p,
        variants: [
          { ...p.variants![0]!, status: 'archived' },
          { ...p.variants![1]!, stock: 5 },
          p.variants![2]!,
          variant('sofa-3-WAL', '3-seater', 'Walnut', 51000, 3),
        ],
      }));
      expect(edited).toMatchObject({ price: 51000, stock: 9 });
      expect(await docs.get('products', 'sofa')).toMatchObject({ stock: 9, heldUnits: 0, stockTotal: 9 });
      expect((await checkStock(docs)).differences).toEqual([]);
      expect(
        (await docs.query('products', { where: [['variantSkus', 'array-contains', 'sofa-3-WAL']] })).map(
          ({ id }) => id,
        ),
      ).toEqual(['sofa']);

      // Back to a product without variants: it reads exactly as one.
      const plain = await products.update('sofa', (p) => {
        const { options: _options, variants: _variants, ...rest } = p;
        return { ...rest, stock: 2 };
      });
      expect(plain).not.toHaveProperty('variants');
      expect(plain).not.toHaveProperty('options');
      expect(await docs.query('products', { where: [['variantSkus', 'array-contains', 'sofa-3-WAL']] })).toEqual([]);
    });

    it('reserves per variant in the order transaction: two variants of one product are two lines; a short variant refuses the order whole', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'sofa', newProductDocument(sofaWithVariants('sofa')));
      await docs.put('products', 'stool', newProductDocument(product('stool', 3)));
      const orders = createOrdersRepository(docs);
      const stool = { ...line('stool', '', 1, 2000), variantSku: undefined, variantLabel: undefined };
      const { variantSku: _sku, variantLabel: _label, ...plainStool } = stool;

      await expect(
        orders.createReserving(newOrder('o_short', [line('sofa', 'sofa-3-TEAK', 1), line('sofa', 'sofa-5-WAL', 2)])),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: 'Only 1 of Sofa — 5-seater, Walnut left. Lower the quantity in your cart to continue.',
      });
      await expect(
        orders.createReserving(newOrder('o_none', [{ ...line('sofa', 'x', 1), variantSku: undefined }])),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringContaining('choose one'),
      });
      await expect(orders.createReserving(newOrder('o_unknown', [line('sofa', 'NOPE', 1)]))).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringContaining('has no version NOPE'),
      });
      expect(await variantStocks(docs, 'sofa')).toEqual({ 'sofa-3-TEAK': 4, 'sofa-5-TEAK': 2, 'sofa-5-WAL': 1 });
      expect(await docs.count('orders')).toBe(0);

      const placed = newOrder('o_ok', [
        line('sofa', 'sofa-3-TEAK', 2),
        plainStool,
        line('sofa', 'sofa-5-WAL', 1),
        line('sofa', 'sofa-3-TEAK', 1),
      ]);
      await orders.createReserving(placed);
      // Run again after its commit landed: nothing moves twice.
      await orders.createReserving(placed);
      expect(await variantStocks(docs, 'sofa')).toEqual({ 'sofa-3-TEAK': 1, 'sofa-5-TEAK': 2, 'sofa-5-WAL': 0 });
      expect(await docs.get('products', 'sofa')).toMatchObject({ stock: 3, heldUnits: 4, stockTotal: 7 });
      expect(await docs.get('products', 'stool')).toMatchObject({ stock: 2, heldUnits: 1 });
      expect((await orders.get('o_ok'))?.items.map((item) => item.variantSku)).toEqual([
        'sofa-3-TEAK',
        undefined,
        'sofa-5-WAL',
        'sofa-3-TEAK',
      ]);
      expect((await checkStock(docs)).differences).toEqual([]);
    });

    it('an order releases its variant units once, a late payment takes them again, and a variant in an order is marked so', async () => {
      const { docs } = current().storage;
      const silent: OrderLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
      await docs.put('products', 'sofa', newProductDocument(sofaWithVariants('sofa')));
      const orders = createOrdersRepository(docs);
      await orders.createReserving(newOrder('o_1', [line('sofa', 'sofa-5-TEAK', 2)]));
      expect(await variantStocks(docs, 'sofa')).toMatchObject({ 'sofa-5-TEAK': 0 });
      const stored = await docs.get('products', 'sofa');
      expect(stored?.variants).toEqual(
        expect.arrayContaining([expect.objectContaining({ sku: 'sofa-5-TEAK', inOrders: true, heldUnits: 2 })]),
      );

      await moveOrder(orders, 'o_1', { to: 'failed', by: 'shopper', reason: 'closed' }, silent);
      await moveOrder(orders, 'o_1', { to: 'failed', by: 'provider', reason: 'failed' }, silent);
      expect(await variantStocks(docs, 'sofa')).toMatchObject({ 'sofa-5-TEAK': 2 });
      expect(await docs.get('products', 'sofa')).toMatchObject({ stock: 7, heldUnits: 0, stockTotal: 7 });
      expect((await checkStock(docs)).differences).toEqual([]);

      await settlePaidOrder(docs, orders, 'o_1', 'pay_1', { log: silent });
      expect(await variantStocks(docs, 'sofa')).toMatchObject({ 'sofa-5-TEAK': 0 });
      expect((await checkStock(docs)).differences).toEqual([]);

      // A variant edited behind the accounting's back is reported by name.
      await docs.mutate('products', 'sofa', (data) => ({
        ...data,
        variants: (data?.variants as Array<Record<string, unknown>>).map((item) =>
          item.sku === 'sofa-3-TEAK' ? { ...item, stock: 9 } : item,
        ) as never,
      }));
      expect((await checkStock(docs)).differences).toEqual([
        { productId: 'sofa', problems: [expect.stringContaining('variant sofa-3-TEAK: stock 9 + held 0 = 9')] },
      ]);
    });

    it('12 shoppers racing for the last 3 units of one variant: exactly 3 placed, the other variants untouched', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'sofa', newProductDocument(sofaWithVariants('sofa', [4, 3, 1])));
      const orders = createOrdersRepository(docs);
      const results = await Promise.all(
        Array.from({ length: 12 }, async (_, index) => {
          try {
            await orders.createReserving(newOrder(`o_${index}`, [line('sofa', 'sofa-5-TEAK', 1)]));
            return 'reserved';
          } catch (error) {
            if ((error as { statusCode?: number }).statusCode === 409) return 'short';
            throw error;
          }
        }),
      );
      expect(results.filter((result) => result === 'reserved')).toHaveLength(3);
      expect(results.filter((result) => result === 'short')).toHaveLength(9);
      expect(await variantStocks(docs, 'sofa')).toEqual({ 'sofa-3-TEAK': 4, 'sofa-5-TEAK': 0, 'sofa-5-WAL': 1 });
      expect(await docs.get('products', 'sofa')).toMatchObject({ stock: 5, heldUnits: 3, stockTotal: 8 });
      expect((await checkStock(docs)).differences).toEqual([]);
    });

    it('a migration gives variants stored without accounts what their orders hold', async () => {
      const { docs } = current().storage;
      const document = newProductDocument(sofaWithVariants('sofa'));
      await docs.put('products', 'sofa', document);
      await createOrdersRepository(docs).createReserving(newOrder('o_1', [line('sofa', 'sofa-3-TEAK', 1)]));
      // As written by hand or an older tool: variants with no accounts and no SKU field.
      await docs.mutate('products', 'sofa', (data) => {
        const { variantSkus: _skus, ...rest } = data ?? {};
        const bare = (rest.variants as Array<Record<string, unknown>>).map(
          ({ heldUnits: _held, stockTotal: _total, inOrders: _in, ...item }) => item,
        );
        return { ...rest, variants: bare as never };
      });
      expect((await checkStock(docs)).differences).not.toEqual([]);
      const saved: string[] = [];
      const outcome = await productVariantAccounts.run(docs, {
        cursor: null,
        save: async (cursor) => void saved.push(cursor),
        stopped: () => false,
      });
      expect(outcome).toBe('done');
      expect((await checkStock(docs)).differences).toEqual([]);
      expect((await docs.get('products', 'sofa'))?.variantSkus).toEqual(['sofa-3-TEAK', 'sofa-5-TEAK', 'sofa-5-WAL']);
      expect(saved).toEqual(['sofa']);
    });
  });
}

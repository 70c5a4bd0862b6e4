/** What the stock contracts share: a product of the shop, and one shopper's one-unit order. */
import type { CatalogueProduct } from 'shared-contracts';
import { createOrdersRepository } from '../../features/orders/repository';
import type { DocumentStore } from '../port';

export const product = (
  id: string,
  stock: number,
  status: CatalogueProduct['status'] = 'active',
): CatalogueProduct => ({
  id,
  productName: `Sofa ${id}`,
  imgUrl: '',
  category: 'Sofa',
  price: 45000,
  shortDesc: '',
  description: '',
  reviews: [],
  avgRating: 0,
  reviewCount: 0,
  stock,
  status,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** Places an order of one unit of `productId` (each shopper their own order id); answers whether it got the unit. */
export const placeOne = async (
  docs: DocumentStore,
  productId: string,
  orderId: string,
): Promise<'reserved' | 'short'> => {
  try {
    await createOrdersRepository(docs).createReserving({
      id: orderId,
      uid: `shopper_${orderId}`,
      items: [{ id: productId, productName: 'Sofa', imgUrl: '', price: 45000, quantity: 1, totalPrice: 45000 }],
      amount: 45000,
      currency: 'INR',
      receipt: `rcpt_${orderId}`,
      provider: 'sandbox',
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    return 'reserved';
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 409) return 'short';
    throw error;
  }
};

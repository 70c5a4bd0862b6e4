/**
 * When an account is deleted its orders stay: they are the shop's records of sales and back the tax
 * invoices it must keep. What stays on them is what an invoice needs — the buyer's name and billing
 * address (city, PIN, country: the place of supply) and the lines, amounts, tax and history — and
 * what only served the shopper goes: the billing e-mail and phone, and the account's e-mail the
 * order mails went to (and with them the admin's search keys by e-mail). Issued invoices and credit
 * notes are immutable documents and are not touched.
 */
import type { DocumentStore } from '../../storage/port';
import { fromOrder, toOrder } from './order-document';

/** Reduces every order of `uid` to the invoice's data; resolves to how many orders were kept. */
export async function forgetShopperOnOrders(
  docs: Pick<DocumentStore, 'query' | 'mutate'>,
  uid: string,
): Promise<number> {
  const orders = await docs.query('orders', { where: [['uid', '==', uid]] });
  for (const { id } of orders) {
    await docs.mutate('orders', id, (current) => {
      if (!current) return undefined;
      const order = toOrder(id, current);
      const billing = order.billing ? { ...order.billing, email: '', phone: '' } : order.billing;
      // Spread over the stored document: fields this server version does not know stay as they were.
      return { ...current, ...fromOrder({ ...order, billing, accountEmail: null }) };
    });
  }
  return orders.length;
}

/**
 * Where an order's shopper mails go: the account's verified e-mail, saved on the order at
 * create-order (the ID token's; checkout admits verified accounts only), or, for an order from
 * before it was saved, the account's e-mail when users/{uid} says it is verified. Never the billing
 * form's address: anyone can type any address there, and the shop would mail a stranger in its
 * own name. The billing address gets the mail only when it is that same verified address (it is
 * the same mailbox, so no copy is needed). Null: no verified address, no shopper mail.
 */
import type { DocumentStore } from '../../storage/port';
import { createUsersRepository } from '../../storage/repositories';
import type { OrderRecord } from '../orders/repository';

export async function shopperAddress(
  order: Pick<OrderRecord, 'uid' | 'accountEmail'>,
  docs: DocumentStore,
): Promise<string | null> {
  if (order.accountEmail) return order.accountEmail;
  const account = order.uid ? await createUsersRepository(docs).get(order.uid) : null;
  return account?.emailVerified && account.email ? account.email : null;
}

/** Shops for the admin-orders tests: an admin, shoppers with paid orders, and the mail outbox. */
import fs from 'node:fs';
import path from 'node:path';
import { CHECKOUT_API_PATHS, adminOrderActionPath, type AdminOrderAction, type Product } from 'shared-contracts';
import { appRefusingWholeReads } from '../../storage/testing/refusing-scans';
import type { AppFixture } from '../../test/app-fixture';
import { pollUntil } from '../../test/poll';
import { MAIL_DUE_AT } from '../orders/mails-owed';
import { as, orderAndPay, post, saveCart, seedShop } from '../checkout/test-support';

export const ADMIN = 'boss';

export interface AdminShop {
  fixture: AppFixture;
  /** The app's DATA_DIR: the .eml outbox is under it. */
  dataDir: string;
  close: () => Promise<void>;
}

export async function adminShop(): Promise<AdminShop> {
  // Every admin route reads orders by queries only: listing them all is refused.
  const fixture = appRefusingWholeReads('orders');
  await seedShop(fixture);
  await addAdminAndShopper(fixture);
  return { fixture, dataDir: fixture.dataDir, close: fixture.close };
}

/** The shop's people: the admin ADMIN and the shopper asha. */
export async function addAdminAndShopper(fixture: AppFixture): Promise<void> {
  await fixture.storage.users.create({
    uid: ADMIN,
    displayName: 'Boss',
    email: 'boss@example.com',
    emailVerified: true,
    role: 'Admin',
  });
  await fixture.storage.users.create({
    uid: 'asha',
    displayName: 'Asha',
    email: 'asha@example.com',
    emailVerified: true,
    role: 'User',
  });
}

/** `uid` buys `quantity` of `product` and the payment is verified: a paid order's id. */
export async function paidOrder(fixture: AppFixture, uid: string, product: Product, quantity = 1): Promise<string> {
  await saveCart(fixture, uid, [{ product, quantity }]);
  const { orderId, handlerBody } = await orderAndPay(fixture, uid, product.price * quantity);
  const verified = await post(fixture, uid, CHECKOUT_API_PATHS.verify, handlerBody);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return orderId;
}

export const adminGet = (fixture: AppFixture, url: string, uid = ADMIN) =>
  fixture.app.inject({ method: 'GET', url, headers: as(uid) });

export const adminAction = (
  fixture: AppFixture,
  orderId: string,
  action: AdminOrderAction,
  payload: object = {},
  uid = ADMIN,
) => post(fixture, uid, adminOrderActionPath(orderId, action), payload);

/** The text of every mail in the outbox, long headers unfolded (a subject past 78 characters is folded). */
export function outboxMails(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8').replace(/\r?\n[ \t]+/g, ' '));
}

/**
 * The outbox's mails that `match`, once there are `count` of them or 30 s have passed: the mail
 * outbox sends an order's mails just after the response that owed them.
 */
export const mailsMatching = (dataDir: string, match: (mail: string) => boolean, count = 1): Promise<string[]> =>
  pollUntil(
    () => outboxMails(dataDir).filter(match),
    (mails) => mails.length >= count,
  );

/** Waits until the mail outbox has done with the order (nothing owed is left unsent); answers whether it has. */
export const orderMailsDone = async (fixture: AppFixture, orderId: string): Promise<boolean> => {
  const done = (doc: Record<string, unknown> | null): boolean => !!doc && doc[MAIL_DUE_AT] === undefined;
  return done(await pollUntil(() => fixture.storage.docs.get('orders', orderId), done));
};

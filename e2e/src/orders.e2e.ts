/**
 * Orders after payment: a shopper buys and finds the order under My orders; the admin
 * marks it shipped with a tracking number, the shopper's order page shows it and the outbox holds
 * the shipped mail; the admin cancels a paid order: refunded, the stock back, the mail sent.
 */
import type { Page } from 'playwright-core';
import type { CatalogueProduct } from 'shared-contracts';
import { createAdmin, type TestAccount } from './support/admin';
import { newPage } from './support/browser';
import { addProductAsAdmin } from './support/catalogueAdmin';
import { fillBillingAndPay, payInSandbox } from './support/checkout';
import { waitForMail } from './support/mail';
import { API_URL, createVerifiedShopper, expectBadge, logInThroughUi } from './support/shoppers';
import { STORE_NAME } from './support/stack';
import { useSite } from './support/site';

const site = useSite();

async function stockOf(id: string): Promise<number> {
  const response = await fetch(`${API_URL}/api/products/${encodeURIComponent(id)}`);
  return ((await response.json()) as CatalogueProduct).stock;
}

async function buy(page: Page, productId: string): Promise<string> {
  await page.goto(`/shop/${productId}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expectBadge(page, 'cart-count', 1);
  await fillBillingAndPay(page);
  return payInSandbox(page);
}

async function openAdminOrder(page: Page, admin: TestAccount, orderId: string): Promise<void> {
  if (!page.url().includes('/dashboard')) await logInThroughUi(page, admin, '**/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByLabel('Search orders').fill(orderId);
  await page.getByRole('link', { name: orderId }).click();
  await page.getByRole('heading', { level: 1, name: `Order ${orderId}` }).waitFor();
}

test('buy → My orders lists it → the admin ships it with tracking → the shopper sees it and gets the mail; a cancelled order is refunded with its stock back', async () => {
  const admin = await createAdmin('orders-admin', 'Omar Admin');
  const product = await addProductAsAdmin(admin.idToken, {
    productName: `Rosewood Side Table ${Date.now().toString(36)}`,
    shortDesc: 'A small side table.',
    description: 'Rosewood, hand-polished.',
    category: 'Table',
    price: 7400,
    stock: 5,
  });

  const shopper = await createVerifiedShopper('orders-shopper', 'Nisha Rao');
  const { page } = await newPage(site.browser);
  await logInThroughUi(page, shopper);
  const shippedId = await buy(page, product.id);
  expect(await stockOf(product.id)).toBe(4);

  // My orders lists it.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My orders' }).click();
  await page.waitForURL('**/orders');
  await page.getByRole('link', { name: `Order ${shippedId}` }).waitFor();

  // The admin marks it shipped with a tracking number.
  const { page: adminPage } = await newPage(site.browser);
  await openAdminOrder(adminPage, admin, shippedId);
  await adminPage.getByLabel('Carrier').fill('Delhivery');
  await adminPage.getByLabel('Tracking number').fill('DLV-4471-AB');
  await adminPage.getByRole('button', { name: 'Mark shipped' }).click();
  await adminPage.getByText('Order marked shipped.').first().waitFor();

  // The shopper's order page shows the shipment, and the shipped mail is in the outbox.
  await page.goto(`/order/${encodeURIComponent(shippedId)}`);
  const shipment = page.getByRole('region', { name: 'Shipment' });
  await shipment.getByText('DLV-4471-AB').waitFor();
  await shipment.getByText('Delhivery').waitFor();
  expect(await waitForMail(`Your ${STORE_NAME} order ${shippedId} has shipped`)).toContain('DLV-4471-AB');

  // A second order, cancelled by the admin: refunded, the unit back in stock, the shopper mailed.
  const cancelledId = await buy(page, product.id);
  expect(await stockOf(product.id)).toBe(3);
  await openAdminOrder(adminPage, admin, cancelledId);
  await adminPage.getByRole('button', { name: 'Cancel and refund' }).click();
  await adminPage
    .getByRole('alertdialog', { name: 'Cancel and refund this order?' })
    .getByRole('button', { name: 'Cancel and refund' })
    .click();
  await adminPage.getByText('Order cancelled and refunded.').first().waitFor();
  expect(await stockOf(product.id)).toBe(4);
  await waitForMail(`Your ${STORE_NAME} order ${cancelledId} is cancelled and refunded`);
  await page.goto(`/order/${encodeURIComponent(cancelledId)}`);
  await page
    .getByText(/Refunded/)
    .first()
    .waitFor();
  await Promise.all([page.context().close(), adminPage.context().close()]);
});

/** Paying in the composed site: from the cart to the sandbox's test payment dialog. */
import type { Page } from 'playwright-core';

/** A registered buyer's GSTIN, for a GST invoice. */
export interface BuyerGstin {
  number: string;
  business: string;
}

/** The pincode of the billing address fillBilling types (Pune). */
export const BILLING_PINCODE = '411001';

/**
 * Cart → Checkout → billing form (a Pune address in Maharashtra; a registered buyer's GSTIN when
 * given), left on the checkout page for the payment step. Labels are matched exactly: "Address" is
 * also a word of the address choice's labels.
 */
export async function fillBilling(page: Page, { gstin }: { gstin?: BuyerGstin } = {}): Promise<void> {
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await page.waitForURL('**/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL('**/checkout');
  await page.getByLabel('Phone', { exact: true }).fill('09876543210');
  await page.getByLabel('Address', { exact: true }).fill('12 Banyan Lane');
  await page.getByLabel('City', { exact: true }).fill('Pune');
  await page.getByLabel('Postal code', { exact: true }).fill(BILLING_PINCODE);
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Maharashtra' });
  if (gstin) {
    await page.getByRole('checkbox', { name: /I need a GST invoice/ }).check();
    await page.getByLabel('GSTIN').fill(gstin.number);
    await page.getByLabel('Business name').fill(gstin.business);
  }
}

/** Pay Now on the filled checkout form; resolves once the owner mail was sent (the dialog opens next). */
export async function payNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByText('Billing information submitted. Admin has been notified.').first().waitFor();
}

/** fillBilling, then payNow. */
export async function fillBillingAndPay(page: Page, billing: { gstin?: BuyerGstin } = {}): Promise<void> {
  await fillBilling(page, billing);
  await payNow(page);
}

/** The local sandbox's test payment dialog (Pay / Fail). */
export const sandboxDialog = (page: Page) => page.getByRole('dialog', { name: /Test payment/ });

/** Pays in the sandbox dialog and waits for the order confirmation; resolves the order id. */
export async function payInSandbox(page: Page): Promise<string> {
  const dialog = sandboxDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL('**/order/**');
  await page.getByTestId('order-confirmation').waitFor();
  return decodeURIComponent(page.url().split('/order/')[1] ?? '');
}

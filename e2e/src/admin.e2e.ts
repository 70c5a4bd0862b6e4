/**
 * The admin journey: a user made admin from the command line logs in and lands on the dashboard,
 * sees the user counts, adds a product with an image (which an open shop page shows without a
 * reload), and deletes a user, who then cannot log in.
 */
import type { Page } from 'playwright-core';
import type { AdminStatsResponse, Product } from 'shared-contracts';
import type { ProductPage } from 'shared-contracts/catalogue';
import { apiGet, createShopper, grantAdmin, type TestAccount } from './support/admin';
import { writePhotoPng } from './support/photo';
import { API_URL } from './support/authEmulator';
import { newPage } from './support/browser';
import { useSite } from './support/site';

const site = useSite();

async function logIn(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('admin: dashboard counts, add a product with an image (live in the shop), delete a user who then cannot log in', async () => {
  const admin = await createShopper('admin', 'Asha Admin');
  const victim = await createShopper('victim', 'Vikram Victim');
  expect(grantAdmin(admin.email)).toContain('is now an Admin');

  // The signed-in admin lands on the dashboard; Home shows the server's counts.
  const { page } = await newPage(site.browser);
  await logIn(page, admin);
  await page.getByText('Successfully logged in').waitFor();
  await page.waitForURL('**/dashboard');
  await page.getByRole('tab', { name: 'Home', selected: true }).waitFor();
  const { body: stats } = await apiGet<AdminStatsResponse>('/api/admin/stats', admin.idToken);
  expect(stats.admins).toBeGreaterThanOrEqual(1);
  await page.getByTestId('count-total').getByText(String(stats.total), { exact: true }).waitFor();
  expect(await page.getByTestId('count-admins').textContent()).toBe(String(stats.admins));
  expect(await page.getByTestId('count-regular').textContent()).toBe(String(stats.regular));
  // The first visit created admins/{uid}: asking again finds it (200, not 201).
  await page.getByText('Signed in as').waitFor();
  const me = await apiGet<{ id: string; role: string; linkedCollections: string[] }>('/api/admin/me', admin.idToken);
  expect(me).toEqual({
    status: 200,
    body: expect.objectContaining({ id: admin.uid, role: 'Admin', linkedCollections: ['users', 'products', 'carts'] }),
  });

  // A shopper keeps the shop open in another window, searching for the product to come.
  const productName = `Sheesham Writing Desk ${Date.now()}`;
  const shopper = await newPage(site.browser);
  await shopper.page.goto(`/shop?q=${encodeURIComponent(productName)}`);
  await shopper.page.getByText('No Products Found!').waitFor();

  // Add a product with an image.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Add Products' }).click();
  await page.waitForURL('**/dashboard/add-products');
  await page.getByLabel('Product name').fill(productName);
  await page.getByLabel('Short description').fill('A compact desk in solid sheesham.');
  await page.getByLabel('Description', { exact: true }).fill('Hand-finished sheesham wood with one deep drawer.');
  await page.getByLabel('Category').selectOption('Study Table');
  await page.getByLabel('Price (₹)', { exact: true }).fill('18500');
  await page.getByLabel('Add pictures').setInputFiles(writePhotoPng());
  const created = page.waitForResponse((r) => r.url() === `${API_URL}/api/products` && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const product = (await response.json()) as Product;
  await page.getByText('Product added successfully').waitFor();
  expect(await page.getByLabel('Product name').inputValue()).toBe('');

  // The uploaded image is served by the upload endpoint as an image.
  expect(product.imgUrl).toMatch(/^http:\/\/localhost:4000\/uploads\/[a-f0-9]{32}\.png$/);
  const image = await fetch(product.imgUrl);
  expect(image.headers.get('content-type')).toBe('image/png');

  // The open shop shows it without a reload (the catalogue's product stream), and a search finds it.
  await shopper.page.getByText(productName).first().waitFor({ timeout: 15000 });
  const listed = (await (
    await fetch(`${API_URL}/api/products?q=${encodeURIComponent(productName)}`)
  ).json()) as ProductPage;
  expect(listed.products).toEqual([expect.objectContaining({ id: product.id, productName, imgUrl: product.imgUrl })]);
  await shopper.page.context().close();

  // Delete the victim, after confirming.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await page.waitForURL('**/dashboard/users');
  const ownDelete = page.getByRole('button', { name: `Delete ${admin.displayName}` });
  expect(await ownDelete.isDisabled()).toBe(true);
  await page.getByRole('button', { name: `Delete ${victim.displayName}` }).click();
  await page
    .getByRole('alertdialog', { name: `Delete ${victim.displayName}?` })
    .getByRole('button', { name: 'Delete user' })
    .click();
  await page.getByText('User deleted!').waitFor();
  await page.getByRole('rowheader', { name: victim.displayName }).waitFor({ state: 'detached' });
  await page.context().close();

  // The deleted user cannot log in any more.
  const gone = await newPage(site.browser);
  await logIn(gone.page, victim);
  await gone.page.getByText('Wrong email or password.').waitFor();
  expect(gone.page.url()).toMatch(/\/login$/);
  await gone.page.context().close();
});

test('a signed-out visitor is sent from the dashboard to login with a toast', async () => {
  const { page } = await newPage(site.browser);
  await page.goto('/dashboard');
  await page.getByText('Please log in as an Admin.').waitFor();
  await page.waitForURL('**/login');
  await page.context().close();
});

test('a signed-in non-admin sees the refusal on the dashboard, then lands on the home page', async () => {
  const shopper = await createShopper('shopper', 'Ravi Shopper');
  const { page } = await newPage(site.browser);
  await logIn(page, shopper);
  await page.waitForURL('**/home');
  await page.goto('/dashboard');
  await page.getByText('You are not authorized to access this page.').waitFor();
  await page.waitForURL('**/home', { timeout: 10000 });
  await page.context().close();
});

/**
 * A product gallery end to end: the admin adds a second picture in the product editor → the
 * product page (server rendered, then hydrated) shows both as thumbnails, and choosing one switches
 * the large picture → Enter on it opens the zoom view, Escape closes it and the focus returns.
 */
import { adminProductPath } from 'shared-contracts';
import { createAdmin } from './support/admin';
import { writePhotoPng } from './support/photo';
import { newPage, waitForPageSettled } from './support/browser';
import { addProductAsAdmin } from './support/catalogueAdmin';
import { logInThroughUi } from './support/shoppers';
import { useSite } from './support/site';

const site = useSite();

test('the admin adds a second picture → the product page’s thumbnails switch the picture → zoom opens and Escape closes it', async () => {
  const admin = await createAdmin('gallery-admin', 'Gita Admin');
  const productName = `Teak Bookshelf ${Date.now().toString(36)}`;
  const product = await addProductAsAdmin(admin.idToken, {
    productName,
    shortDesc: 'A five-shelf bookcase.',
    description: 'Teak, five shelves.',
    category: 'Table',
    price: 21000,
    stock: 3,
  });

  const { page: adminPage } = await newPage(site.browser);
  await logInThroughUi(adminPage, admin, '**/dashboard');
  await adminPage.goto(adminProductPath(product.id));
  const addPictures = adminPage.getByLabel('Add pictures');
  await addPictures.waitFor();
  await waitForPageSettled(adminPage);
  await addPictures.setInputFiles(writePhotoPng());
  await adminPage.getByText('Picture 2 (uploaded when you save)').waitFor();
  await adminPage.getByRole('button', { name: 'Save changes' }).click();
  await adminPage.getByText('Product saved.').first().waitFor();
  await adminPage.getByRole('img', { name: 'Picture 2' }).waitFor();
  await adminPage.context().close();

  const { page, consoleErrors } = await newPage(site.browser);
  await page.goto(`/shop/${product.id}`);
  const thumbnails = page.getByRole('list', { name: `Pictures of ${productName}` });
  await thumbnails.waitFor();
  await waitForPageSettled(page);
  const first = thumbnails.getByRole('button', { name: `${productName}, picture 1 of 2` });
  const second = thumbnails.getByRole('button', { name: `${productName}, picture 2 of 2` });
  expect(await first.getAttribute('aria-current')).toBe('true');
  const secondUrl = await second.locator('img').getAttribute('src');
  expect(secondUrl).not.toBe(product.imgUrl);

  await second.click();
  const zoom = page.getByRole('button', { name: `Zoom: ${productName}, picture 2 of 2` });
  await zoom.waitFor();
  expect(await zoom.locator('img').getAttribute('src')).toBe(secondUrl);
  expect(await second.getAttribute('aria-current')).toBe('true');
  expect(await first.getAttribute('aria-current')).toBeNull();

  await zoom.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${productName}, picture 2 of 2` });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await zoom.evaluate((node) => node === document.activeElement)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

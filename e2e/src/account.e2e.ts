/**
 * My account, in the composed site: a verified shopper opens it from the profile menu, sees the
 * e-mail and that it is verified, goes to the address book, adds two addresses, makes the second
 * the default, and after a reload the second is still the default (listed first).
 */
import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { createVerifiedShopper, logInThroughUi } from './support/shoppers';
import { useSite } from './support/site';

const site = useSite();

interface TypedAddress {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  pincode: string;
}

const HOME: TypedAddress = {
  name: 'Meera Nair',
  phone: '+91 98765 43210',
  line1: '12 MG Road',
  line2: 'Flat 4B, Lavelle Court',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

// Typed with a leading 0 and hyphens: the form takes it as an Indian mobile too.
const OFFICE: TypedAddress = {
  name: 'Nair Design Studio',
  phone: '098220-12345',
  line1: '22 Marine Drive',
  line2: 'Second floor',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400020',
};

async function addAddress(page: Page, address: TypedAddress): Promise<void> {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'Add an address' });
  await form.getByLabel('Full name').fill(address.name);
  await form.getByLabel('Mobile number').fill(address.phone);
  await form.getByLabel('Address line 1').fill(address.line1);
  await form.getByLabel('Address line 2').fill(address.line2);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('State or union territory').selectOption(address.state);
  await form.getByLabel('PIN code').fill(address.pincode);
  await form.getByRole('button', { name: 'Save address' }).click();
  await form.waitFor({ state: 'detached' });
}

const savedEntries = (page: Page) => page.getByRole('list', { name: 'Saved addresses' }).getByTestId('address');

/** The saved address of `address.name` in the list (no name here is part of another). */
const savedEntry = (page: Page, address: TypedAddress) => savedEntries(page).filter({ hasText: address.name });

test('profile menu → My account shows the verified e-mail → addresses: add two, make the second the default → still the default after a reload', async () => {
  const shopper = await createVerifiedShopper('account', 'Meera Nair');
  const { page } = await newPage(site.browser);
  await logInThroughUi(page, shopper);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await page.waitForURL('**/account');
  const account = page.getByRole('region', { name: 'My account' });
  await account.getByText(shopper.email).waitFor();
  await account.getByTestId('email-state').getByText('Verified', { exact: true }).waitFor();

  await account.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'My addresses' }).click();
  await page.waitForURL('**/account/addresses');
  await page.getByText('You have no saved addresses yet.').waitFor();

  await addAddress(page, HOME);
  await savedEntry(page, HOME).waitFor();
  await addAddress(page, OFFICE);
  const office = savedEntry(page, OFFICE);
  await office.getByText('+919822012345').waitFor();
  // The first address saved is the default until another is chosen.
  await savedEntry(page, HOME).getByText('Default', { exact: true }).waitFor();
  expect(await office.getByText('Default', { exact: true }).count()).toBe(0);

  await office.getByRole('button', { name: `Make default ${OFFICE.name}, ${OFFICE.city}` }).click();
  await page.getByText('Default address changed.').first().waitFor();
  await office.getByText('Default', { exact: true }).waitFor();

  await page.reload();
  const entries = savedEntries(page);
  await savedEntry(page, OFFICE).getByText('Default', { exact: true }).waitFor();
  expect(await entries.count()).toBe(2);
  // The default is listed first.
  expect(await entries.first().locator('strong').textContent()).toBe(OFFICE.name);
  expect(await savedEntry(page, HOME).getByText('Default', { exact: true }).count()).toBe(0);
  await page.context().close();
});

/** Signing up, verifying through the emulator's link, logging in and out, in the composed site. */
import { uniqueEmail, verifyEmailThroughLink } from './support/accounts';
import { newPage } from './support/browser';
import { useSite } from './support/site';

const site = useSite();

test('signup → verification link → login → greeting in the profile menu → logout', async () => {
  const email = uniqueEmail('asha');
  const password = 'Teak#2025';
  const { page } = await newPage(site.browser);

  await page.goto('/signup');
  await page.getByLabel('Username').fill('Asha Verma');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Account created! Please verify your email before logging in.', { exact: true }).waitFor();
  await page.waitForURL('**/login');

  // Not verified yet: refused and signed out again.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Please verify your email before logging in.', { exact: true }).waitFor();
  expect(page.url()).toMatch(/\/login$/);

  await verifyEmailThroughLink(email);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Successfully logged in').waitFor();
  await page.waitForURL('**/home');

  const profile = page.getByRole('button', { name: 'Profile' });
  await profile.click();
  await page.getByText('Hello, Asha Verma').waitFor();
  expect(await page.getByRole('menuitem', { name: 'Dashboard' }).isVisible()).toBe(true);

  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByText('Logged out successfully').waitFor();
  await page.waitForURL('**/home');
  await profile.click();
  await page.getByRole('menuitem', { name: 'Login' }).waitFor();
  expect(await page.getByText('Hello, Asha Verma').count()).toBe(0);
  await page.context().close();
});

test('a wrong password gets a readable message and stays on login', async () => {
  const { page } = await newPage(site.browser);
  await page.goto('/login');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('Wrong#123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText(/wrong email or password/i).waitFor();
  expect(page.url()).toMatch(/\/login$/);
  await page.context().close();
});

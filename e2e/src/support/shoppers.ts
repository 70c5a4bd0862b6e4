/** Shoppers for the cart journeys: verified accounts with a server record, UI login/logout, badges. */
import type { Page } from 'playwright-core';
import { API_URL, createRegisteredAccount, emulator } from './authEmulator';

export { API_URL };

export interface Shopper {
  email: string;
  password: string;
  displayName: string;
  /** A fresh ID token (the emulator signs in again). */
  idToken(): Promise<string>;
}

/** A verified account plus its users/{uid} record, as signup and verification leave them. */
export async function createVerifiedShopper(label: string, displayName: string): Promise<Shopper> {
  const { email, password } = await createRegisteredAccount(label, displayName);
  return { email, password, displayName, idToken: () => emulator.signIn(email, password) };
}

/** GET one of the shopper's own API paths (e.g. /api/carts/me). */
export async function apiGetAs<T>(shopper: Shopper, pathname: string): Promise<T> {
  const response = await fetch(`${API_URL}${pathname}`, {
    headers: { authorization: `Bearer ${await shopper.idToken()}` },
  });
  if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Logs in on /login and waits for where the account lands: /home for shoppers, /dashboard for admins. */
export async function logInThroughUi(
  page: Page,
  account: Pick<Shopper, 'email' | 'password'>,
  landing = '**/home',
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(landing);
}

export async function logOutThroughUi(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByText('Logged out successfully').first().waitFor();
}

/** Waits until a header badge shows `count` (0: no badge at all, as the spec says). */
export async function expectBadge(page: Page, testId: 'cart-count' | 'wishlist-count', count: number): Promise<void> {
  const badge = page.getByTestId(testId);
  if (count === 0) await badge.waitFor({ state: 'detached' });
  else
    await page.waitForFunction(
      ([id, n]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === String(n),
      [testId, count] as const,
    );
}

/** Forgot password: the reset request, the emulator's reset link, the new password, in the composed site. */
import { passwordResetLinks, uniqueEmail, verificationLinks } from './support/accounts';
import { newPage } from './support/browser';
import { logInThroughUi, logOutThroughUi } from './support/shoppers';
import { useSite } from './support/site';
import { SITE } from './support/stack';

const site = useSite();

const SENT = 'If an account exists for that e-mail, we have sent a link to reset its password.';

/**
 * The shop's page for an e-mail's action link, as Firebase builds it when the console's action URL
 * is /reset-password: that URL plus the link's mode and oobCode (the emulator's own link has both).
 */
const actionPage = (link: URL): string =>
  `/reset-password?mode=${link.searchParams.get('mode')}&oobCode=${link.searchParams.get('oobCode')}`;

test('signup → verification on the action page → logout → forgot password → the reset link → new password → only the new password logs in', async () => {
  const email = uniqueEmail('meera');
  const oldPassword = 'Teak#2025';
  const newPassword = 'Sheesham#2026';
  const { page } = await newPage(site.browser);

  await page.goto('/signup');
  await page.getByLabel('Username').fill('Meera Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/login');
  // The one action URL brings the verification link to the same page.
  const [verification] = (await verificationLinks(email)) as [URL];
  await page.goto(actionPage(verification));
  await page.getByText('Your email is verified. You can log in now.').waitFor();
  await page.waitForURL('**/login');
  await logInThroughUi(page, { email, password: oldPassword });
  await logOutThroughUi(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText(SENT, { exact: true }).waitFor();
  // One send a minute per address: the button says when it can be used again.
  expect(await page.getByRole('button', { name: /^Send again in \d+ s$/ }).isDisabled()).toBe(true);

  // An address with no account gets the same answer, and no link.
  const stranger = uniqueEmail('nobody');
  await page.getByLabel('Email').fill(stranger);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('button', { name: /^Send again in \d+ s$/ }).waitFor();
  expect(await page.getByText(SENT, { exact: true }).isVisible()).toBe(true);
  expect(await passwordResetLinks(stranger)).toEqual([]);

  const links = await passwordResetLinks(email);
  expect(links).toHaveLength(1);
  const [link] = links as [URL];
  expect(link.searchParams.get('continueUrl')).toBe(`${SITE}/login`);
  const resetPage = actionPage(link);
  await page.goto(resetPage);
  await page.getByText(email, { exact: true }).waitFor();

  const field = page.getByLabel('New password', { exact: true });
  await field.fill('sheesham2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password must be at least 6 characters long', { exact: false }).first().waitFor();
  await field.fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your password has been changed. Log in with your new password.').waitFor();
  await page.waitForURL('**/login');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText(/wrong email or password/i).waitFor();
  expect(page.url()).toMatch(/\/login$/);

  await logInThroughUi(page, { email, password: newPassword });
  await logOutThroughUi(page);

  // The link is used up: the page says so and offers a new one.
  await page.goto(resetPage);
  await page.getByText('This password reset link is not valid or has already been used. Ask for a new one.').waitFor();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await page.waitForURL('**/forgot-password');
  await page.context().close();
});

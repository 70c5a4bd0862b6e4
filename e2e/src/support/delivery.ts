/** The pincode check as a shopper uses it, on a product page or in the cart ("Check delivery"). */
import type { Locator, Page } from 'playwright-core';

export const deliveryBox = (page: Page): Locator => page.getByRole('region', { name: 'Check delivery' });

/** Types `pincode`, presses Check and answers the sentence given for it. */
export async function checkPincode(page: Page, pincode: string): Promise<string> {
  const box = deliveryBox(page);
  await box.getByLabel('Pincode').fill(pincode);
  await box.getByRole('button', { name: 'Check', exact: true }).click();
  const answer = box.getByRole('status').getByText(pincode);
  await answer.waitFor();
  return (await answer.textContent()) ?? '';
}

/**
 * Cash on delivery end to end: a shopper checks their pincode on a product page (the default
 * delivery table delivers there and takes cash up to ₹50,000), the cart gives the same answer, and
 * they check out choosing Cash on delivery, landing on the order page with no payment popup; the
 * admin ships it, marks it delivered and records the cash collected; the shopper's page then reads
 * paid in cash, with each step in its history.
 */
import { createAdmin } from './support/admin';
import { newPage, waitForPageSettled } from './support/browser';
import { addProductAsAdmin } from './support/catalogueAdmin';
import { BILLING_PINCODE, fillBilling } from './support/checkout';
import { checkPincode, deliveryBox } from './support/delivery';
import { waitForMail } from './support/mail';
import { createVerifiedShopper, expectBadge, logInThroughUi } from './support/shoppers';
import { STORE_NAME } from './support/stack';
import { useSite } from './support/site';

const site = useSite();

test('product → cart → checkout with cash on delivery → placed → the admin ships, delivers and records the cash → paid', async () => {
  const admin = await createAdmin('cod-admin', 'Charu Admin');
  const product = await addProductAsAdmin(admin.idToken, {
    productName: `Mango Wood Stool ${Date.now().toString(36)}`,
    shortDesc: 'A small stool.',
    description: 'Mango wood, oiled.',
    category: 'Chair',
    price: 2400,
    stock: 3,
  });

  const shopper = await createVerifiedShopper('cod-shopper', 'Meera Iyer');
  const { page } = await newPage(site.browser);
  await logInThroughUi(page, shopper);
  await page.goto(`/shop/${product.id}`);
  await waitForPageSettled(page);
  const promised = await checkPincode(page, BILLING_PINCODE);
  expect(promised).toMatch(new RegExp(`^Deliver to ${BILLING_PINCODE}: by .* · Cash on delivery available$`));
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expectBadge(page, 'cart-count', 1);
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await page.waitForURL('**/cart');
  // The cart answers for the pincode remembered from the product page.
  await deliveryBox(page).getByRole('status').getByText(promised).waitFor();

  await fillBilling(page);
  const payment = page.getByRole('group', { name: 'Payment' });
  const cashOnDelivery = payment.getByRole('radio', { name: 'Cash on delivery' });
  // Offered once the pincode's delivery answer is in: the hint replaces the reason.
  await payment.getByText('Pay the courier in cash when the order arrives.').waitFor();
  await cashOnDelivery.check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await page.waitForURL('**/order/**');
  const orderId = decodeURIComponent(page.url().split('/order/')[1] ?? '');
  await page.getByText('Thank you! Your order is placed: pay in cash on delivery.').waitFor();
  await waitForMail(`Your ${STORE_NAME} order ${orderId} is confirmed`);

  const { page: adminPage } = await newPage(site.browser);
  await logInThroughUi(adminPage, admin, '**/dashboard');
  await adminPage.goto(`/dashboard/orders/${encodeURIComponent(orderId)}`);
  await adminPage.getByRole('heading', { level: 1, name: `Order ${orderId}` }).waitFor();
  await waitForPageSettled(adminPage);
  await adminPage.getByLabel('Carrier').fill('Delhivery');
  await adminPage.getByLabel('Tracking number').fill('DLV-COD-1');
  await adminPage.getByRole('button', { name: 'Mark shipped' }).click();
  await adminPage.getByText('Order marked shipped.').first().waitFor();
  await adminPage.getByRole('button', { name: 'Mark delivered' }).click();
  await adminPage.getByText('Order marked delivered.').first().waitFor();
  const cash = adminPage.getByRole('form', { name: 'Record cash collected' });
  await cash.getByLabel('Cash collected (₹)').fill('2400');
  await cash.getByRole('button', { name: 'Record cash collected' }).click();
  await adminPage.getByText('Cash collected recorded.').first().waitFor();

  await page.goto(`/order/${encodeURIComponent(orderId)}`);
  await waitForPageSettled(page);
  await page.getByTestId('payment-state').getByText('Paid in cash on delivery').waitFor();
  const history = page.getByRole('region', { name: 'Order history' }).getByRole('listitem');
  expect((await history.allTextContents()).map((step) => step.split(' · ')[0])).toEqual([
    'Placed: pay on delivery',
    'Shipped',
    'Delivered',
    'Paid',
  ]);
  await Promise.all([page.context().close(), adminPage.context().close()]);
});

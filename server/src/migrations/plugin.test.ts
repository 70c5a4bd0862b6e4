/** The app runs the migrations in the background once it is ready, and stops them when it closes. */
import { makeApp } from '../test/app-fixture';
import { ORDER_QUERY_FIELDS_VERSION } from '../features/orders/order-document';
import { orderQueryFields } from './order-query-fields';

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the migrations plugin', () => {
  it('runs every migration not yet done once the app is ready', async () => {
    const fixture = makeApp();
    try {
      const { docs } = fixture.storage;
      await docs.put('orders', 'old', { uid: 'asha', status: 'paid', items: [] });
      await fixture.app.ready();
      await until(
        async () => (await docs.get('migrations', orderQueryFields.id))?.state === 'done',
        'the migration is recorded done',
      );
      expect(await docs.get('orders', 'old')).toMatchObject({ queryFieldsVersion: ORDER_QUERY_FIELDS_VERSION });
    } finally {
      await fixture.close();
    }
  });
});

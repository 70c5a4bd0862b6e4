import {
  ADDRESS_API_PATHS,
  ADDRESS_MESSAGES,
  addressPath,
  defaultAddressPath,
  type AddressBookResponse,
  type AddressInput,
  type DeliveryPincodeResponse,
} from 'shared-contracts';
import { PINCODE_MESSAGES } from 'shared-contracts/delivery';
import type { AuthAccountDeleter } from '../admin/auth-accounts';
import { makeApp, type AppFixture } from '../../test/app-fixture';

const as = (uid: string) => ({ authorization: `Bearer token-${uid}` });

const home: AddressInput = {
  name: 'Asha Rao',
  phone: '+91 98450 12345',
  line1: '12, 4th Cross, Koramangala',
  line2: '',
  landmark: 'Near Forum Mall',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
};
const office: AddressInput = {
  ...home,
  name: 'Asha Rao (office)',
  line1: 'Nariman Point',
  landmark: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400021',
};

describe('address book (/api/me/addresses)', () => {
  let fixture: AppFixture;
  const deleteAuthAccount = jest.fn<ReturnType<AuthAccountDeleter>, Parameters<AuthAccountDeleter>>();
  beforeEach(() => {
    deleteAuthAccount.mockReset();
    deleteAuthAccount.mockResolvedValue('deleted');
    fixture = makeApp({ deleteAuthAccount });
  });
  afterEach(() => fixture.close());

  const send = (uid: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    fixture.app.inject({ method, url, headers: as(uid), payload });
  const add = (uid: string, address: AddressInput & { makeDefault?: boolean }) =>
    send(uid, 'POST', ADDRESS_API_PATHS.addresses, address);
  const book = async (uid: string) =>
    (await send(uid, 'GET', ADDRESS_API_PATHS.addresses)).json<AddressBookResponse>().addresses;

  it('is empty at first and needs a signed-in, verified account', async () => {
    expect(await book('asha')).toEqual([]);
    expect((await fixture.app.inject({ method: 'GET', url: ADDRESS_API_PATHS.addresses })).statusCode).toBe(401);
    const unverified = await fixture.app.inject({
      method: 'POST',
      url: ADDRESS_API_PATHS.addresses,
      headers: { authorization: 'Bearer unverified-asha' },
      payload: home,
    });
    expect(unverified.statusCode).toBe(403);
    expect(await fixture.storage.docs.get('addresses', 'asha')).toBeNull();
  });

  it('stores an address trimmed with the phone as +91 and ten digits; the first one is the default', async () => {
    const response = await add('asha', { ...home, name: '  Asha Rao ' });
    expect(response.statusCode).toBe(201);
    const [saved] = response.json<AddressBookResponse>().addresses;
    expect(saved).toEqual({ ...home, phone: '+919845012345', id: expect.any(String), isDefault: true });
    expect(await book('asha')).toEqual([saved]);
  });

  describe('exactly one default', () => {
    it('a second address is not the default unless asked; make default moves it', async () => {
      await add('asha', home);
      const [first, second] = (await add('asha', office)).json<AddressBookResponse>().addresses;
      expect([first?.city, first?.isDefault, second?.city, second?.isDefault]).toEqual([
        'Bengaluru',
        true,
        'Mumbai',
        false,
      ]);

      const moved = await send('asha', 'POST', defaultAddressPath(second!.id));
      expect(moved.statusCode).toBe(200);
      expect(moved.json<AddressBookResponse>().addresses.map((a) => [a.city, a.isDefault])).toEqual([
        ['Mumbai', true],
        ['Bengaluru', false],
      ]);
      expect((await book('asha')).filter((a) => a.isDefault).map((a) => a.id)).toEqual([second!.id]);
    });

    it('an address added with makeDefault becomes the default', async () => {
      await add('asha', home);
      const addresses = (await add('asha', { ...office, makeDefault: true })).json<AddressBookResponse>().addresses;
      expect(addresses.map((a) => [a.city, a.isDefault])).toEqual([
        ['Mumbai', true],
        ['Bengaluru', false],
      ]);
    });

    it('deleting the default promotes another; deleting the last leaves an empty book', async () => {
      await add('asha', home);
      await add('asha', office);
      const [defaultOne] = await book('asha');
      const after = (await send('asha', 'DELETE', addressPath(defaultOne!.id))).json<AddressBookResponse>();
      expect(after.addresses.map((a) => [a.city, a.isDefault])).toEqual([['Mumbai', true]]);
      const empty = await send('asha', 'DELETE', addressPath(after.addresses[0]!.id));
      expect(empty.json()).toEqual({ addresses: [] });
    });
  });

  it('edits an address in place, keeping its id and default', async () => {
    const [saved] = (await add('asha', home)).json<AddressBookResponse>().addresses;
    const edited = await send('asha', 'PUT', addressPath(saved!.id), { ...home, landmark: '', line2: 'Flat 3B' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AddressBookResponse>().addresses).toEqual([
      { ...saved, landmark: '', line2: 'Flat 3B', isDefault: true },
    ]);
  });

  it('keeps at most 20 addresses', async () => {
    for (let n = 0; n < 20; n += 1) expect((await add('asha', { ...home, line2: `Flat ${n}` })).statusCode).toBe(201);
    const full = await add('asha', office);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(ADDRESS_MESSAGES.full);
    expect(await book('asha')).toHaveLength(20);
  });

  describe('ownership', () => {
    it("another shopper's token never reads, edits, deletes or defaults asha's address", async () => {
      await add('asha', home);
      const [ashas] = (await add('asha', office)).json<AddressBookResponse>().addresses.slice(1);
      const before = await fixture.storage.docs.get('addresses', 'asha');

      expect(await book('bilal')).toEqual([]);
      const attempts = [
        await send('bilal', 'PUT', addressPath(ashas!.id), home),
        await send('bilal', 'DELETE', addressPath(ashas!.id)),
        await send('bilal', 'POST', defaultAddressPath(ashas!.id)),
      ];
      expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404]);
      attempts.forEach((r) => expect(r.json().message).toBe(ADDRESS_MESSAGES.notFound));
      expect(await fixture.storage.docs.get('addresses', 'asha')).toEqual(before);
      expect(await fixture.storage.docs.get('addresses', 'bilal')).toBeNull();
    });

    it.each([
      ['GET', '/api/me/addresses?uid=asha'],
      ['GET', '/api/users/asha/addresses'],
      ['GET', '/api/me/../asha/addresses'],
    ])("%s %s with bilal's token shows nothing of asha's", async (method, url) => {
      await add('asha', home);
      const response = await send('bilal', method as 'GET', url);
      expect(response.body).not.toContain('Koramangala');
    });

    it('a uid in the body is an unknown field, not a way to pick the owner', async () => {
      const response = await add('bilal', { ...home, uid: 'asha' } as AddressInput);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("body has an unknown field 'uid'");
      expect(await fixture.storage.docs.get('addresses', 'asha')).toBeNull();
    });
  });

  describe('bad input is a 400 with a clear message, and nothing changes', () => {
    it.each([
      ['a phone without +91 digits', { phone: '12345' }, ADDRESS_MESSAGES.phone],
      ['a landline-like number', { phone: '+91 4023456789' }, ADDRESS_MESSAGES.phone],
      ['a state not of India', { state: 'Bavaria' }, ADDRESS_MESSAGES.state],
      ['a PIN of another state', { pincode: '110001' }, '110001 is not a pincode of Karnataka.'],
      ['a 5-digit PIN', { pincode: '56003' }, 'Enter a 6-digit pincode that does not start with 0.'],
      ['a blank name', { name: '   ' }, 'Full name is required.'],
      ['a missing city', { city: undefined }, "body must have required property 'city'"],
      ['an over-long line', { line1: 'x'.repeat(201) }, 'body/line1 must NOT have more than 200 characters'],
      ['a number for a text', { pincode: 560034 }, 'body/pincode must be string'],
    ])('%s', async (_label, change, message) => {
      const [saved] = (await add('asha', home)).json<AddressBookResponse>().addresses;
      const before = await fixture.storage.docs.get('addresses', 'asha');
      const body = { ...home, ...change };
      const added = await add('asha', body as AddressInput);
      const edited = await send('asha', 'PUT', addressPath(saved!.id), body);
      for (const response of [added, edited]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect(await fixture.storage.docs.get('addresses', 'asha')).toEqual(before);
    });

    it('an unknown address id is a 404', async () => {
      const response = await send('asha', 'PUT', addressPath('nope'), home);
      expect(response.statusCode).toBe(404);
      expect(await fixture.storage.docs.get('addresses', 'asha')).toBeNull();
    });
  });

  describe('the delivery pincode (/api/me/delivery-pincode)', () => {
    const pincodeOf = async (uid: string) =>
      (await send(uid, 'GET', ADDRESS_API_PATHS.deliveryPincode)).json<DeliveryPincodeResponse>().pincode;

    it("is null at first, then the default address's PIN, then the pincode last checked", async () => {
      expect(await pincodeOf('asha')).toBeNull();
      await add('asha', home);
      await add('asha', office);
      expect(await pincodeOf('asha')).toBe('560034');

      const remembered = await send('asha', 'PUT', ADDRESS_API_PATHS.deliveryPincode, { pincode: ' 400001 ' });
      expect(remembered.statusCode).toBe(200);
      expect(remembered.json()).toEqual({ pincode: '400001' });
      expect(await pincodeOf('asha')).toBe('400001');
      // Another shopper's account is not touched.
      expect(await pincodeOf('bilal')).toBeNull();
    });

    it('keeps the pincode while the book changes, and the book while the pincode changes', async () => {
      await send('asha', 'PUT', ADDRESS_API_PATHS.deliveryPincode, { pincode: '110001' });
      await add('asha', home);
      const [saved] = await book('asha');
      await send('asha', 'POST', defaultAddressPath(saved?.id ?? ''));
      expect(await pincodeOf('asha')).toBe('110001');
      await send('asha', 'PUT', ADDRESS_API_PATHS.deliveryPincode, { pincode: '560034' });
      expect(await book('asha')).toEqual([{ ...home, phone: '+919845012345', id: saved?.id, isDefault: true }]);
    });

    it('refuses what is not a PIN with the shared message and changes nothing', async () => {
      await send('asha', 'PUT', ADDRESS_API_PATHS.deliveryPincode, { pincode: '560034' });
      for (const payload of [{ pincode: '056003' }, { pincode: '5600' }, { pincode: 'abcdef' }]) {
        const refused = await send('asha', 'PUT', ADDRESS_API_PATHS.deliveryPincode, payload);
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ message: string }>().message).toBe(PINCODE_MESSAGES.invalid);
      }
      for (const payload of [{}, { pincode: 560034 }, { pincode: '560034', uid: 'bilal' }]) {
        expect((await send('asha', 'PUT', ADDRESS_API_PATHS.deliveryPincode, payload)).statusCode).toBe(400);
      }
      expect(await pincodeOf('asha')).toBe('560034');
      expect(await pincodeOf('bilal')).toBeNull();
    });
  });
});

describe('delete my account (DELETE /api/me)', () => {
  let fixture: AppFixture;
  const deleteAuthAccount = jest.fn<ReturnType<AuthAccountDeleter>, Parameters<AuthAccountDeleter>>();
  beforeEach(() => {
    deleteAuthAccount.mockReset();
    deleteAuthAccount.mockResolvedValue('deleted');
    fixture = makeApp({ deleteAuthAccount });
  });
  afterEach(() => fixture.close());

  const billing = {
    name: 'Asha Rao',
    email: 'asha.billing@example.com',
    phone: '+919845012345',
    address: '12, 4th Cross, Koramangala',
    city: 'Bengaluru',
    postalCode: '560034',
    country: 'India',
  };

  async function seed(): Promise<void> {
    const { docs, users } = fixture.storage;
    await users.create({
      uid: 'asha',
      displayName: 'Asha',
      email: 'asha@example.com',
      emailVerified: true,
      role: 'User',
    });
    await docs.put('carts', 'asha', { items: [], revision: 1 });
    await docs.put('wishlists', 'asha', { items: [], revision: 1 });
    await fixture.app.inject({ method: 'POST', url: ADDRESS_API_PATHS.addresses, headers: as('asha'), payload: home });
    await docs.put('orders', 'order_asha', {
      uid: 'asha',
      status: 'paid',
      createdAt: '2026-11-01T10:00:00.000Z',
      amount: 4500,
      items: [],
      billing,
      accountEmail: 'asha@example.com',
      searchKeys: ['asha@example.com'],
    });
    await docs.put('orders', 'order_bilal', { uid: 'bilal', status: 'paid', billing, accountEmail: 'b@example.com' });
  }

  it('removes the account, cart, wishlist and addresses; orders stay with only the invoice data', async () => {
    await seed();
    const response = await fixture.app.inject({ method: 'DELETE', url: ADDRESS_API_PATHS.me, headers: as('asha') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ uid: 'asha', authAccountDeleted: true, ordersKept: 1 });
    expect(deleteAuthAccount).toHaveBeenCalledWith('asha');

    const { docs, users } = fixture.storage;
    expect(await users.get('asha')).toBeNull();
    for (const collection of ['carts', 'wishlists', 'addresses'] as const) {
      expect(await docs.get(collection, 'asha')).toBeNull();
    }
    const order = await docs.get('orders', 'order_asha');
    expect(order).toMatchObject({
      uid: 'asha',
      status: 'paid',
      amount: 4500,
      billing: { ...billing, email: '', phone: '' },
      accountEmail: null,
    });
    expect(JSON.stringify(order)).not.toContain('@example.com');
    expect(JSON.stringify(order)).not.toContain('98450');
    // Another shopper's order is not touched.
    expect((await docs.get('orders', 'order_bilal'))?.billing).toEqual(billing);
  });

  it('needs a sign-in, and removes nothing when the sign-in account cannot be deleted', async () => {
    await seed();
    expect((await fixture.app.inject({ method: 'DELETE', url: ADDRESS_API_PATHS.me })).statusCode).toBe(401);
    deleteAuthAccount.mockRejectedValue(new Error('auth down'));
    const response = await fixture.app.inject({ method: 'DELETE', url: ADDRESS_API_PATHS.me, headers: as('asha') });
    expect(response.statusCode).toBe(503);
    expect(await fixture.storage.users.get('asha')).not.toBeNull();
    expect(await fixture.storage.docs.get('addresses', 'asha')).not.toBeNull();
    expect((await fixture.storage.docs.get('orders', 'order_asha'))?.billing).toEqual(billing);
  });
});

/**
 * Contract of the address book on each adapter: exactly one default whenever there is an address
 * (the first, a chosen one, another after the default is deleted), the 20-address limit, and
 * concurrent adds by one shopper all kept with still one default.
 */
import { ADDRESS_LIMITS, type AddressInput } from 'shared-contracts';
import { createAddressesRepository } from '../../features/addresses/repository';
import type { ContractContext } from './contract-context';

const home: AddressInput = {
  name: 'Asha Rao',
  phone: '+919845012345',
  line1: '12, 4th Cross, Koramangala',
  line2: '',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
};
const office: AddressInput = {
  ...home,
  line1: 'Nariman Point',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400021',
};

export function addressesContract({ current }: ContractContext): void {
  describe('address book', () => {
    it('keeps exactly one default: the first, a chosen one, another when the default is deleted', async () => {
      const addresses = createAddressesRepository(current().storage.docs);
      expect(await addresses.list('asha')).toEqual([]);
      await addresses.add('asha', 'a1', home, false);
      await addresses.add('asha', 'a2', office, false);
      expect((await addresses.list('asha')).map((a) => [a.id, a.isDefault])).toEqual([
        ['a1', true],
        ['a2', false],
      ]);

      await addresses.makeDefault('asha', 'a2');
      const another = createAddressesRepository((await current().openAnother()).docs);
      expect((await another.list('asha')).map((a) => [a.id, a.isDefault])).toEqual([
        ['a2', true],
        ['a1', false],
      ]);

      const removed = await addresses.remove('asha', 'a2');
      expect(removed).toEqual({ ok: true, addresses: [{ ...home, id: 'a1', isDefault: true }] });
      expect(await addresses.remove('asha', 'a1')).toEqual({ ok: true, addresses: [] });
      expect(await addresses.makeDefault('asha', 'a1')).toEqual({ ok: false, reason: 'not-found' });
      expect(await addresses.list('bilal')).toEqual([]);
    });

    it('edits in place and refuses the 21st address, leaving the book as it was', async () => {
      const addresses = createAddressesRepository(current().storage.docs);
      for (let n = 0; n < ADDRESS_LIMITS.maxAddresses; n += 1) await addresses.add('asha', `a${n}`, home, false);
      await addresses.replace('asha', 'a3', office);
      const before = await addresses.list('asha');
      expect(before.find((a) => a.id === 'a3')).toEqual({ ...office, id: 'a3', isDefault: false });
      expect(await addresses.add('asha', 'extra', office, true)).toEqual({ ok: false, reason: 'full' });
      expect(await addresses.list('asha')).toEqual(before);
    });

    it('concurrent adds by one shopper are all kept, with one default', async () => {
      const addresses = createAddressesRepository(current().storage.docs);
      await Promise.all(Array.from({ length: 8 }, (_, n) => addresses.add('asha', `c${n}`, home, n % 2 === 0)));
      const book = await addresses.list('asha');
      expect(book.map((a) => a.id).sort()).toEqual(Array.from({ length: 8 }, (_, n) => `c${n}`));
      expect(book.filter((a) => a.isDefault)).toHaveLength(1);
    });
  });
}

/**
 * Contract of the delivery table on each adapter: the default until a table is saved, a saved
 * table read back exactly (nulls, empty lists, booleans) by this and another server instance, and
 * a save replacing the whole table.
 */
import { DEFAULT_DELIVERY_TABLE, type DeliveryTable } from 'shared-contracts/delivery';
import { createDeliveryRepository } from '../../features/delivery/repository';
import type { ContractContext } from './contract-context';

const terms = DEFAULT_DELIVERY_TABLE.restOfIndia;

const saved: DeliveryTable = {
  rules: [
    {
      ...terms,
      pincodes: '560',
      freightPaise: 49_900,
      freeAbovePaise: 1_000_000,
      assemblyOffered: true,
      assemblyPaise: 150_000,
    },
    { ...terms, pincodes: '400001 \u2013 400104', minDays: 2, maxDays: 4 },
    { ...terms, pincodes: '744', deliverable: false, minDays: 0, maxDays: 0, codAllowed: false, codCapPaise: 0 },
  ],
  restOfIndia: { ...terms, freightPaise: 99_900, freeAbovePaise: null },
  holidays: ['2026-12-25', '2027-01-26'],
  confirmCashOnDelivery: true,
};

export function deliveryContract({ current }: ContractContext): void {
  describe('delivery table', () => {
    it('answers the default table until one is saved', async () => {
      const delivery = createDeliveryRepository(current().storage.docs);
      expect(await delivery.get()).toEqual({ table: DEFAULT_DELIVERY_TABLE, updatedAt: null });
    });

    it('keeps a saved table exactly, as another server reads it', async () => {
      const underTest = current();
      const stored = await createDeliveryRepository(underTest.storage.docs).replace(saved);
      const expected: DeliveryTable = {
        ...saved,
        rules: saved.rules.map((rule, index) => (index === 1 ? { ...rule, pincodes: '400001-400104' } : rule)),
      };
      expect(stored.table).toEqual(expected);
      expect(stored.updatedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

      const another = await underTest.openAnother();
      expect(await createDeliveryRepository(another.docs).get()).toEqual(stored);
    });

    it('replaces the whole table on a save: rows, holidays and settings not in it are gone', async () => {
      const docs = current().storage.docs;
      await createDeliveryRepository(docs).replace(saved);
      const smaller: DeliveryTable = {
        rules: [saved.rules[0]!],
        restOfIndia: terms,
        holidays: [],
        confirmCashOnDelivery: false,
      };
      await createDeliveryRepository(docs).replace(smaller);
      expect((await createDeliveryRepository(docs).get()).table).toEqual(smaller);
    });
  });
}

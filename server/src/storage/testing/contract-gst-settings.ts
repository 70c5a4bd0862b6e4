/**
 * Contract of the GST settings on each adapter: none until saved, saved settings read back exactly
 * by this and another server instance, and a save replacing them whole. Beside them, the home
 * page's featured offer: none until chosen, read back by another instance, cleared.
 */
import type { GstSettings } from 'shared-contracts/gst';
import { createFeaturedOfferRepository } from '../../features/featured-offer/repository';
import { createGstSettingsRepository } from '../../features/gst-settings/repository';
import type { ContractContext } from './contract-context';

const seller: GstSettings = {
  legalName: 'Lakdi Kala Furniture Private Limited',
  gstin: '27AAPFU0939F1ZV',
  address: '14 Timber Market Road\nPune 411002',
  stateCode: '27',
  invoicePrefix: 'LK',
  creditNotePrefix: 'LKC',
};

export function gstSettingsContract({ current }: ContractContext): void {
  describe('GST settings', () => {
    it('answers none until saved', async () => {
      expect(await createGstSettingsRepository(current().storage.docs).get()).toEqual({
        settings: null,
        updatedAt: null,
      });
    });

    it('keeps saved settings exactly, as another server reads them, and replaces them whole', async () => {
      const underTest = current();
      const stored = await createGstSettingsRepository(underTest.storage.docs).replace(seller);
      expect(stored).toEqual({ settings: seller, updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      const another = await underTest.openAnother();
      expect(await createGstSettingsRepository(another.docs).get()).toEqual(stored);

      const moved: GstSettings = { ...seller, gstin: '29AAPFU0939F1ZR', stateCode: '29', address: 'Bengaluru' };
      await createGstSettingsRepository(another.docs).replace({ ...moved, extra: 'not kept' } as GstSettings);
      expect((await createGstSettingsRepository(underTest.storage.docs).get()).settings).toEqual(moved);
    });
  });

  describe('featured offer', () => {
    it('is none until chosen, reads back on another server, and clearing it leaves none', async () => {
      const underTest = current();
      const offers = createFeaturedOfferRepository(underTest.storage.docs);
      expect(await offers.get()).toBeNull();
      const offer = { productId: 'couch', endsAt: '2099-01-01T00:00:00.000Z' };
      expect(await offers.replace(offer)).toEqual(offer);
      const another = await underTest.openAnother();
      expect(await createFeaturedOfferRepository(another.docs).get()).toEqual(offer);
      await createFeaturedOfferRepository(another.docs).clear();
      expect(await offers.get()).toBeNull();
      expect(await underTest.storage.docs.get('settings', 'featuredOffer')).toBeNull();
    });
  });
}

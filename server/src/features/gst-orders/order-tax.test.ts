import type { CartItem } from 'shared-contracts';
import { GST_RATES, GST_STATES, type GstRate } from 'shared-contracts/gst';
import { taxOrder } from './order-tax';
import { SELLER } from './test-support';

/** A small deterministic generator: the same baskets on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('taxOrder', () => {
  it('over many generated baskets: the breakup totals exactly what is charged, CGST = SGST within a state', () => {
    const next = random(7);
    for (let basket = 0; basket < 500; basket++) {
      const count = 1 + Math.floor(next() * 6);
      const items: CartItem[] = Array.from({ length: count }, (_, index) => {
        const price = Math.round(next() * 20_000_000) / 100 + 1; // up to ₹2 lakh, with paise
        const quantity = 1 + Math.floor(next() * 5);
        return { id: `p${index}`, productName: `P${index}`, imgUrl: '', price, quantity, totalPrice: price * quantity };
      });
      const taxFacts = items.map(() => ({
        hsn: '9403',
        gstRatePercent: GST_RATES[Math.floor(next() * GST_RATES.length)] as GstRate,
      }));
      const state = GST_STATES[Math.floor(next() * GST_STATES.length)]!.code;
      const amountPaise = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
      const tax = taxOrder({
        settings: SELLER,
        items,
        taxFacts,
        request: { stateCode: state, buyer: null },
        amountPaise,
      });
      expect(tax.totals.chargedPaise).toBe(amountPaise);
      expect(tax.totals.taxablePaise + tax.totals.cgstPaise + tax.totals.sgstPaise + tax.totals.igstPaise).toBe(
        amountPaise,
      );
      expect(tax.totals.cgstPaise).toBe(tax.totals.sgstPaise);
      expect(tax.supply).toBe(state === SELLER.stateCode ? 'intra-state' : 'inter-state');
    }
  });

  it('refuses to tax an order whose lines do not add up to the amount charged', () => {
    const items: CartItem[] = [{ id: 'a', productName: 'A', imgUrl: '', price: 100, quantity: 1, totalPrice: 100 }];
    expect(() =>
      taxOrder({
        settings: SELLER,
        items,
        taxFacts: [{ hsn: '9403', gstRatePercent: 18 }],
        request: { stateCode: null, buyer: null },
        amountPaise: 10_001,
      }),
    ).toThrow('The tax breakup totals 10000 paise, the order 10001.');
  });
});

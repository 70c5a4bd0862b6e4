import type { CartItem } from 'shared-contracts';
import { GST_RATES, GST_STATES, type GstRate } from 'shared-contracts/gst';
import { SERVICE_LINES, taxOrder } from './order-tax';
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

  it('taxes freight and assembly as lines of their own at the highest rate of the goods (composite supply), totals = charged', () => {
    const items: CartItem[] = [
      { id: 'bed', productName: 'Bed', imgUrl: '', price: 24_999, quantity: 1, totalPrice: 24_999 },
      { id: 'mattress', productName: 'Mattress', imgUrl: '', price: 9_999.5, quantity: 2, totalPrice: 19_999 },
    ];
    const amountPaise = 2_499_900 + 1_999_900 - 50_000 + 99_900 + 150_000;
    const tax = taxOrder({
      settings: SELLER,
      items,
      taxFacts: [
        { hsn: '9403', gstRatePercent: 12 },
        { hsn: '9404', gstRatePercent: 18 },
      ],
      request: { stateCode: '27', buyer: null },
      amountPaise,
      lineDiscountsPaise: [25_000, 25_000],
      charges: { freightPaise: 99_900, assemblyPaise: 150_000 },
    });
    expect(tax.totals.chargedPaise).toBe(amountPaise);
    expect(tax.totals.taxablePaise + tax.totals.cgstPaise + tax.totals.sgstPaise).toBe(amountPaise);
    expect(
      tax.lines.map(({ hsn, ratePercent, chargedPaise, discountPaise, productId }) => ({
        hsn,
        ratePercent,
        chargedPaise,
        discountPaise,
        productId,
      })),
    ).toEqual([
      { hsn: '9403', ratePercent: 12, chargedPaise: 2_474_900, discountPaise: 25_000, productId: 'bed' },
      { hsn: '9404', ratePercent: 18, chargedPaise: 1_974_900, discountPaise: 25_000, productId: 'mattress' },
      { hsn: SERVICE_LINES.freight.sac, ratePercent: 18, chargedPaise: 99_900, discountPaise: 0, productId: '' },
      { hsn: SERVICE_LINES.assembly.sac, ratePercent: 18, chargedPaise: 150_000, discountPaise: 0, productId: '' },
    ]);
    // ₹999 at 18 % within the state: half of 999 × 18 / 118 = ₹76.19 each for CGST and SGST.
    expect(tax.lines[2]).toMatchObject({ cgstPaise: 7_619, sgstPaise: 7_619, taxablePaise: 84_662, quantity: 1 });
  });

  it('adds no service line for a charge of 0', () => {
    const items: CartItem[] = [{ id: 'a', productName: 'A', imgUrl: '', price: 100, quantity: 1, totalPrice: 100 }];
    const tax = taxOrder({
      settings: SELLER,
      items,
      taxFacts: [{ hsn: '9403', gstRatePercent: 18 }],
      request: { stateCode: null, buyer: null },
      amountPaise: 10_000 + 5_000,
      charges: { freightPaise: 0, assemblyPaise: 5_000 },
    });
    expect(tax.lines.map((line) => line.hsn)).toEqual(['9403', SERVICE_LINES.assembly.sac]);
  });
});

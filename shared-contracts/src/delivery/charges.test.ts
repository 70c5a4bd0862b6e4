import { codTakenFor, ORDER_CHARGE_LABELS, orderChargeLines, orderChargesFor, orderChargesTotalPaise } from './charges';
import { quoteDelivery } from './quote';
import { DEFAULT_DELIVERY_TABLE, type DeliveryTable } from './rules';

const TABLE: DeliveryTable = {
  ...DEFAULT_DELIVERY_TABLE,
  restOfIndia: {
    ...DEFAULT_DELIVERY_TABLE.restOfIndia,
    freightPaise: 99_900,
    freeAbovePaise: 1_000_000,
    assemblyOffered: true,
    assemblyPaise: 150_000,
  },
  rules: [{ ...DEFAULT_DELIVERY_TABLE.restOfIndia, pincodes: '302', deliverable: false, minDays: 0, maxDays: 0 }],
};
const quote = (pincode: string, value: number) =>
  quoteDelivery(TABLE, pincode, { orderedAt: new Date('2026-11-30T06:00:00Z'), orderValuePaise: value });

describe('order charges', () => {
  it('takes the quote’s freight for the order value, and assembly only when wanted and offered', () => {
    expect(orderChargesFor(quote('560034', 500_000), true)).toEqual({ freightPaise: 99_900, assemblyPaise: 150_000 });
    expect(orderChargesFor(quote('560034', 1_000_000), false)).toEqual({ freightPaise: 0, assemblyPaise: 0 });
    expect(orderChargesFor(quote('302001', 500_000), true)).toEqual({ freightPaise: 0, assemblyPaise: 0 });
    expect(orderChargesFor(null, true)).toEqual({ freightPaise: 0, assemblyPaise: 0 });
    expect(orderChargesTotalPaise({ freightPaise: 99_900, assemblyPaise: 150_000 })).toBe(249_900);
  });

  it('lists a line per charge there is; free delivery adds none, a chosen free assembly still shows', () => {
    expect(orderChargeLines({ freightPaise: 99_900, assemblyPaise: 150_000 })).toEqual([
      { kind: 'freight', label: 'Delivery', paise: 99_900 },
      { kind: 'assembly', label: 'Assembly', paise: 150_000 },
    ]);
    expect(orderChargeLines({ freightPaise: 0, assemblyPaise: 0 })).toEqual([]);
    expect(orderChargeLines(null)).toEqual([]);
    expect(orderChargeLines({ freightPaise: 0, assemblyPaise: 0 }, true)).toEqual([
      { kind: 'assembly', label: 'Assembly', paise: 0 },
    ]);
    expect(ORDER_CHARGE_LABELS.assemblyChoice(150_000)).toBe('Add assembly (₹1,500)');
    expect(ORDER_CHARGE_LABELS.estimated('Delivery')).toBe('Delivery (estimated)');
  });

  it('takes cash on delivery while the goods, freight and the assembly wanted stay within the cap', () => {
    const capped: DeliveryTable = { ...TABLE, restOfIndia: { ...TABLE.restOfIndia, codCapPaise: 750_000 } };
    const at = (value: number) =>
      quoteDelivery(capped, '560034', { orderedAt: new Date('2026-11-30T06:00:00Z'), orderValuePaise: value });
    const justUnder = at(500_100); // 500,100 + 99,900 freight + 150,000 assembly = 750,000
    expect(justUnder && codTakenFor(justUnder, true)).toBe(true);
    const over = at(500_101);
    expect(over && [codTakenFor(over, false), codTakenFor(over, true)]).toEqual([true, false]);
    const beforeValue = quoteDelivery(capped, '560034', { orderedAt: new Date(), orderValuePaise: null });
    expect(beforeValue && codTakenFor(beforeValue, true)).toBe(true);
    const unserved = quote('302001', 1_000);
    expect(unserved && codTakenFor(unserved, false)).toBe(false);
  });
});

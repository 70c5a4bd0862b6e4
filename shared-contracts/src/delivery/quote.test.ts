import { DEFAULT_DELIVERY_TABLE } from './rules';
import { quoteDelivery } from './quote';
import { rule, table } from '../test/delivery';

// Friday 27 Nov 2026, 11 am in India.
const orderedAt = new Date('2026-11-27T05:30:00Z');

describe('quoteDelivery', () => {
  it('gives the default: free delivery, 7–12 working days, cash on delivery', () => {
    expect(quoteDelivery(DEFAULT_DELIVERY_TABLE, '560034', { orderedAt, orderValuePaise: null })).toEqual({
      pincode: '560034',
      deliverable: true,
      window: { earliest: '2026-12-05', latest: '2026-12-11' },
      orderValuePaise: null,
      freightPaise: 0,
      freeAbovePaise: null,
      assemblyOffered: false,
      assemblyPaise: 0,
      codAvailable: true,
      codCapPaise: 5_000_000,
      message:
        'Deliver to 560034: by Sat 5 Dec \u2013 Fri 11 Dec \u00b7 Free delivery \u00b7 Cash on delivery available',
    });
  });

  it('charges freight below the free threshold, none from it, and prices assembly', () => {
    const rules = table([rule('560', { minDays: 2, maxDays: 2 })], { holidays: ['2026-11-30'] });
    const small = quoteDelivery(rules, '560034', { orderedAt, orderValuePaise: 999_999 });
    expect(small).toMatchObject({ freightPaise: 49_900, freeAbovePaise: 1_000_000, assemblyPaise: 150_000 });
    expect(small?.message).toBe(
      'Deliver to 560034: by Tue 1 Dec \u00b7 Delivery \u20b9499 (free above \u20b910,000) \u00b7 Assembly \u20b91,500 \u00b7 Cash on delivery available',
    );
    const large = quoteDelivery(rules, '560034', { orderedAt, orderValuePaise: 1_000_000 });
    expect(large?.freightPaise).toBe(0);
    expect(large?.message).toContain('\u00b7 Free delivery \u00b7');
  });

  it('offers cash on delivery only up to the cap, and says when it is not taken', () => {
    const rules = table([rule('560'), rule('110', { codAllowed: false })]);
    const overCap = quoteDelivery(rules, '560034', { orderedAt, orderValuePaise: 5_000_001 });
    expect(overCap).toMatchObject({ codAvailable: false, codCapPaise: 5_000_000 });
    expect(overCap?.message).toMatch(/Cash on delivery for orders up to \u20b950,000$/);
    expect(quoteDelivery(rules, '560034', { orderedAt, orderValuePaise: 5_000_000 })?.codAvailable).toBe(true);
    const noCod = quoteDelivery(rules, '110001', { orderedAt, orderValuePaise: 100 });
    expect(noCod).toMatchObject({ codAvailable: false, codCapPaise: null });
    expect(noCod?.message).toMatch(/Cash on delivery not available$/);
  });

  it('counts the freight towards the cash-on-delivery cap: the courier collects both', () => {
    const rules = table([rule('560', { codCapPaise: 500_000 })]);
    expect(quoteDelivery(rules, '560034', { orderedAt, orderValuePaise: 450_100 })?.codAvailable).toBe(true);
    const withFreight = quoteDelivery(rules, '560034', { orderedAt, orderValuePaise: 450_101 });
    expect(withFreight).toMatchObject({ freightPaise: 49_900, codAvailable: false, codCapPaise: 500_000 });
  });

  it('says plainly when a pincode is not served', () => {
    const rules = table([rule('744', { deliverable: false })]);
    expect(quoteDelivery(rules, '744101', { orderedAt, orderValuePaise: 100 })).toEqual({
      pincode: '744101',
      deliverable: false,
      window: null,
      orderValuePaise: 100,
      freightPaise: 0,
      freeAbovePaise: null,
      assemblyOffered: false,
      assemblyPaise: 0,
      codAvailable: false,
      codCapPaise: null,
      message: 'Sorry, we do not deliver to 744101 yet. Please try another pincode or contact us.',
    });
  });

  it('answers nothing for a malformed pincode', () => {
    expect(quoteDelivery(DEFAULT_DELIVERY_TABLE, '056003', { orderedAt, orderValuePaise: null })).toBeNull();
    expect(quoteDelivery(DEFAULT_DELIVERY_TABLE, '56003', { orderedAt, orderValuePaise: null })).toBeNull();
  });
});

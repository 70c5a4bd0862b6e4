import { indiaDateRange } from './indiaTime';
import { parseCsv, startsFormula } from './test-support';
import { ORDERS_CSV_HEAD, orderCsvRow, ordersCsv, ordersCsvFileName, rupeesCell, type OrderForCsv } from './ordersCsv';

const HEADER =
  'Order number,Created at (UTC),Status,Customer name,Email,Phone,City,Items,Quantity,Amount (INR),Payment id,Coupon,Discount (INR),Freight (INR),Assembly (INR),Payment method,Cash collected (INR)\r\n';

const order = (overrides: Partial<OrderForCsv>): OrderForCsv => ({
  id: 'order_A',
  createdAt: '2026-11-20T06:00:00.000Z',
  status: 'paid',
  items: [
    { productName: 'Sheesham Dining Table', quantity: 2 },
    { productName: 'Teak Stool', quantity: 1 },
  ],
  amount: 52497,
  paymentId: 'pay_A',
  billing: { name: 'Asha Verma', email: 'asha@example.in', phone: '98765 43210', city: 'Jaipur' },
  ...overrides,
});

const november = indiaDateRange('2026-11-01', '2026-11-23');
if (!november) throw new Error('the test range must parse');

describe('ordersCsv', () => {
  it('starts with the UTF-8 BOM and the header row', () => {
    expect(ordersCsv([], november)).toBe(`\uFEFF${HEADER}`);
    expect(ORDERS_CSV_HEAD).toBe(`\uFEFF${HEADER}`);
  });

  it('writes one row per order with every column', () => {
    expect(orderCsvRow(order({}))).toBe(
      'order_A,2026-11-20T06:00:00.000Z,paid,Asha Verma,asha@example.in,98765 43210,Jaipur,"2 × Sheesham Dining Table; 1 × Teak Stool",3,52497.00,pay_A,,,,,Online,\r\n',
    );
  });

  it('names a variant line by its product and option values', () => {
    const sofa = { productName: 'Sofa', quantity: 1, variantLabel: '5-seater, Walnut' };
    expect(orderCsvRow(order({ items: [sofa] }))).toContain(',"1 × Sofa — 5-seater, Walnut",');
  });

  it('names the coupon and its discount in rupees', () => {
    expect(orderCsvRow(order({ coupon: { code: 'DIWALI10', discountPaise: 583_300 } }))).toMatch(
      /,52497\.00,pay_A,DIWALI10,5833\.00,,,Online,\r\n$/,
    );
  });

  it('puts the freight and the assembly in their own columns, in rupees, empty when there is none', () => {
    expect(orderCsvRow(order({ amount: 53546, charges: { freightPaise: 99_900, assemblyPaise: 15_000 } }))).toMatch(
      /,53546\.00,pay_A,,,999\.00,150\.00,Online,\r\n$/,
    );
    expect(orderCsvRow(order({ charges: { freightPaise: 99_900, assemblyPaise: 0 } }))).toMatch(
      /,pay_A,,,999\.00,,Online,\r\n$/,
    );
  });

  it('names cash on delivery and the cash collected apart from online payment, a short collection as recorded', () => {
    expect(orderCsvRow(order({ paymentId: null, paymentMethod: 'cod', codCollectedPaise: 5_000_000 }))).toMatch(
      /,52497\.00,,,,,,Cash on delivery,50000\.00\r\n$/,
    );
    expect(orderCsvRow(order({ paymentId: null, paymentMethod: 'cod', codCollectedPaise: 0 }))).toMatch(
      /,Cash on delivery,0\.00\r\n$/,
    );
    expect(
      orderCsvRow(order({ status: 'placed', paymentId: null, paymentMethod: 'cod', codCollectedPaise: null })),
    ).toMatch(/,placed,.*,Cash on delivery,\r\n$/);
  });

  it('writes amounts in rupees with exactly two decimals', () => {
    expect(rupeesCell(52497)).toBe('52497.00');
    expect(rupeesCell(1999.5)).toBe('1999.50');
    expect(rupeesCell(0.1 + 0.2)).toBe('0.30');
    expect(rupeesCell(1234567.891)).toBe('1234567.89');
  });

  it('keeps the orders created in the range (India dates, both included), oldest first', () => {
    const orders = [
      order({ id: 'order_late', createdAt: '2026-11-23T18:29:59.000Z' }),
      order({ id: 'order_after', createdAt: '2026-11-23T18:30:00.000Z' }),
      order({ id: 'order_before', createdAt: '2026-10-31T18:29:59.999Z' }),
      order({ id: 'order_first', createdAt: '2026-10-31T18:30:00.000Z' }),
    ];
    const ids = ordersCsv(orders, november)
      .split('\r\n')
      .slice(1, -1)
      .map((row) => row.split(',')[0]);
    expect(ids).toEqual(['order_first', 'order_late']);
  });

  it('escapes a hostile shopper: commas, quotes, newlines and formulas, and keeps Hindi and ₹', () => {
    const row = orderCsvRow(
      order({
        status: 'cancelled',
        items: [{ productName: 'Chair, "Royal"\nEdition', quantity: 1 }],
        amount: 999.5,
        paymentId: null,
        billing: {
          name: '=HYPERLINK("http://evil.example")',
          email: '@evil',
          phone: '+91 98765 43210',
          city: 'नई दिल्ली',
        },
      }),
    );
    expect(row).toBe(
      'order_A,2026-11-20T06:00:00.000Z,cancelled,"\'=HYPERLINK(""http://evil.example"")",\'@evil,\'+91 98765 43210,नई दिल्ली,"1 × Chair, ""Royal""\nEdition",1,999.50,,,,,,Online,\r\n',
    );
  });

  it('reads back, with any separator a spreadsheet may use, as the orders with no cell a formula', () => {
    const hostile = order({
      id: 'order_H',
      items: [
        { productName: 'Stool;=cmd|" /C calc"!A0', quantity: 1 },
        { productName: '@SUM(1+1)', quantity: 2 },
      ],
      billing: { name: 'Asha\t=1+1', email: 'a;+1@evil.example', phone: ' -2+3', city: 'Pune,@x' },
    });
    const file = ordersCsv([order({}), hostile], november).slice(1);
    const rows = parseCsv(file);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toEqual([
      'order_H',
      '2026-11-20T06:00:00.000Z',
      'paid',
      "Asha\t'=1+1",
      "a;'+1@evil.example",
      "' -2+3",
      "Pune,'@x",
      '1 × Stool;\'=cmd|" /C calc"!A0; 2 × @SUM(1+1)',
      '3',
      '52497.00',
      'pay_A',
      '',
      '',
      '',
      '',
      'Online',
      '',
    ]);
    for (const separator of [',', ';', '\t']) {
      const cells = parseCsv(file, separator).flat();
      expect(cells.filter(startsFormula)).toEqual([]);
    }
  });

  it('leaves the customer cells empty for an order saved before billing details were kept', () => {
    expect(orderCsvRow(order({ billing: null }))).toContain(',paid,,,,,"2 × Sheesham');
    expect(orderCsvRow(order({ billing: undefined }))).toContain(',paid,,,,,"2 × Sheesham');
  });

  it('names the file after the chosen dates', () => {
    expect(ordersCsvFileName('2026-11-01', '2026-11-23')).toBe('orders-2026-11-01-to-2026-11-23.csv');
  });
});

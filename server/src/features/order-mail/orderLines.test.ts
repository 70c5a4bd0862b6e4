import { orderLinesHtml, orderLinesText } from './orderLines';
import { hostileOrder, plainOrder } from './test-support';

describe('the order line table', () => {
  it('prints quantity × price, the line total and the amount in rupees (text)', () => {
    expect(orderLinesText(plainOrder.items, plainOrder.amount)).toBe(
      ['- Sheesham Dining Table: 2 × ₹24,999 = ₹49,998', '- Teak Stool: 1 × ₹2,499 = ₹2,499', 'Total: ₹52,497'].join(
        '\n',
      ),
    );
  });

  it('names a variant line by its product and option values (text and HTML)', () => {
    const sofa = {
      productName: 'Sofa',
      variantLabel: '5-seater, Walnut',
      price: 68000,
      quantity: 1,
      totalPrice: 68000,
    };
    expect(orderLinesText([sofa], 68000)).toContain('- Sofa — 5-seater, Walnut: 1 × ₹68,000');
    expect(orderLinesHtml([sofa], 68000)).toContain('Sofa — 5-seater, Walnut</td>');
  });

  it('shows paise when there are some', () => {
    expect(orderLinesText(hostileOrder.items, hostileOrder.amount)).toContain('2 × ₹999.75 = ₹1,999.50');
  });

  it('puts each line in a table row with escaped names (HTML)', () => {
    const html = orderLinesHtml(hostileOrder.items, hostileOrder.amount);
    expect(html.match(/<tbody><tr>/g)).toHaveLength(1);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Chair &amp; &quot;Stool&quot;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('2 × ₹999.75');
    expect(html).toContain('₹1,999.50');
  });

  it('keeps a product name with a newline on its own text line', () => {
    const text = orderLinesText([{ productName: 'Chair\nTotal: ₹0', price: 10, quantity: 1, totalPrice: 10 }], 10);
    expect(text.split('\n')).toEqual(['- Chair Total: ₹0: 1 × ₹10 = ₹10', 'Total: ₹10']);
  });
});

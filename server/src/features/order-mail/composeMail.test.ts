import { composeMail } from './composeMail';
import { textBlock } from './mailBlocks';
import { SHOP } from './test-support';

describe('composeMail', () => {
  it('builds both parts from the same blocks', () => {
    const mail = composeMail({
      to: 'a@example.in',
      subject: 'Hello',
      blocks: [textBlock('One & two'), textBlock('Three')],
      shop: SHOP,
    });
    expect(mail.text).toBe('One & two\n\nThree\n\nFurniture Store · https://shop.example.in\n');
    expect(mail.html).toContain('<title>Hello</title>');
    expect(mail.html).toContain('<p>One &amp; two</p><p>Three</p>');
    expect(mail.replyTo).toBeUndefined();
  });

  it('keeps the subject and recipient on one line, so no value can add a mail header', () => {
    const mail = composeMail({
      to: 'a@example.in\r\nBcc: x@y.in',
      subject: 'Order\r\nBcc: evil@example.in',
      blocks: [],
      shop: SHOP,
    });
    expect(mail.subject).toBe('Order Bcc: evil@example.in');
    expect(mail.to).toBe('a@example.in Bcc: x@y.in');
  });
});

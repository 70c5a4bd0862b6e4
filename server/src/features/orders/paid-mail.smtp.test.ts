/** A paid order's mails over real SMTP: an in-process smtp-server on 127.0.0.1 with SMTP_URL pointing at it. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { CHECKOUT_API_PATHS } from 'shared-contracts';
import { makeApp } from '../../test/app-fixture';
import { builtIn, orderAndPay, post, saveCart, seedShop } from '../checkout/test-support';
import { pollUntil } from '../../test/poll';

interface Received {
  from: string;
  to: string[];
  data: string;
}

async function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

it('verify sends the shopper confirmation and the owner new-order mail over SMTP, each with a text and an HTML part', async () => {
  const smtp = await startSmtp();
  const fixture = makeApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ADMIN_EMAIL: 'owner@shop.test',
      MAIL_FROM: 'Furniture Store <shop@shop.test>',
    },
  });
  try {
    await seedShop(fixture);
    const chair = builtIn('01');
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const { orderId, handlerBody } = await orderAndPay(fixture, 'asha', chair.price);
    expect(smtp.received).toEqual([]);
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody)).statusCode).toBe(200);
    // Sent after the response by the mail outbox: polled for, up to 30 s on a busy machine.
    await pollUntil(
      () => smtp.received.length,
      (count) => count >= 2,
    );
    expect(smtp.received.map((mail) => mail.to)).toEqual([['asha@example.com'], ['owner@shop.test']]);
    for (const mail of smtp.received) {
      expect(mail.from).toBe('shop@shop.test');
      expect(mail.data).toContain(orderId);
      expect(mail.data).toMatch(/Content-Type: text\/plain/);
      expect(mail.data).toMatch(/Content-Type: text\/html/);
    }
  } finally {
    await fixture.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  }
});

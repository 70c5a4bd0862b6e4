/**
 * What the several-instances test reads once the shoppers are done: the orders, the extra payments
 * kept on them, each instance's log lines and job runs, the confirmations in the instances' outboxes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentData, DocumentStore } from '../../storage/port';
import type { ApiInstance, ServerLogLine } from '../../test/api-instance';
import { toOrder, type OrderRecord } from '../orders/order-document';

export async function allOrders(docs: DocumentStore): Promise<Array<{ order: OrderRecord; data: DocumentData }>> {
  return (await docs.list('orders')).map(({ id, data }) => ({ order: toOrder(id, data), data }));
}

interface ExtraPaymentEntry {
  paymentId: string;
  state: string;
}

export const extraPaymentsOf = (data: DocumentData): ExtraPaymentEntry[] =>
  Array.isArray(data.extraPayments)
    ? data.extraPayments.map((entry) => {
        const fields = (typeof entry === 'object' && entry && !Array.isArray(entry) ? entry : {}) as DocumentData;
        return { paymentId: String(fields.paymentId), state: String(fields.state) };
      })
    : [];

export interface InstanceLine extends ServerLogLine {
  instance: number;
}

export const logLines = (instances: readonly ApiInstance[], match: (line: ServerLogLine) => boolean): InstanceLine[] =>
  instances.flatMap((instance, index) => instance.logs.filter(match).map((line) => ({ ...line, instance: index })));

/** The runs of a periodic job each instance logged ('… ran', debug), oldest first. */
export function jobRuns(
  instances: readonly ApiInstance[],
  job: string,
): Array<{ instance: number; start: number; end: number }> {
  return logLines(
    instances,
    (line) => line.job === job && line.msg.endsWith(' ran') && typeof line.startedAt === 'string',
  )
    .map((line) => {
      const start = Date.parse(String(line.startedAt));
      return { instance: line.instance, start, end: start + Number(line.ms) };
    })
    .sort((a, b) => a.start - b.start || a.instance - b.instance);
}

/** The shoppers' order confirmations in every instance's outbox, per order id. */
export function confirmationsPerOrder(dataDirs: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const dir of dataDirs) {
    const outbox = path.join(dir, 'outbox');
    if (!fs.existsSync(outbox)) continue;
    for (const file of fs.readdirSync(outbox)) {
      // Header lines may be folded: unfolded before matching.
      const mail = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
      const id = /^Subject: .* order (order_[A-Za-z0-9_-]+) is confirmed$/m.exec(mail)?.[1];
      if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Contract of DocumentStore.query and count: equality, 'in', one range, array-contains (kept up to
 * date through put, mutate and delete), Firestore's type-strict comparisons, order with id ties,
 * limit and offset, pages after a cursor, and the shapes both adapters refuse.
 */
import type { DocumentData, DocumentQuery, DocumentStore } from '../port';
import type { ContractContext } from './contract-context';

const ids = (rows: Array<{ id: string }>): string[] => rows.map(({ id }) => id);

/** Orders as the queries see them: only the fields the filters and orders use. */
const ORDERS: Array<[string, DocumentData]> = [
  [
    'o1',
    {
      uid: 'asha',
      status: 'paid',
      createdAt: '2026-11-01T10:00:00.000Z',
      expiresAt: null,
      productIds: ['chair', 'desk'],
    },
  ],
  [
    'o2',
    {
      uid: 'asha',
      status: 'pending',
      createdAt: '2026-11-03T10:00:00.000Z',
      expiresAt: '2026-11-03T10:15:00.000Z',
      productIds: ['chair'],
    },
  ],
  [
    'o3',
    {
      uid: 'ravi',
      status: 'failed',
      createdAt: '2026-11-02T10:00:00.000Z',
      expiresAt: '2026-11-02T10:15:00.000Z',
      productIds: ['bed'],
    },
  ],
  [
    'o4',
    {
      uid: 'asha',
      status: 'expired',
      createdAt: '2026-11-04T10:00:00.000Z',
      expiresAt: '2026-11-04T10:15:00.000Z',
      productIds: [],
    },
  ],
  [
    'o5',
    {
      uid: 'ravi',
      status: 'pending',
      createdAt: '2026-11-05T10:00:00.000Z',
      expiresAt: '2026-11-30T10:15:00.000Z',
      productIds: ['desk'],
    },
  ],
  // Stored before the field existed, and an odd one with a number where a string belongs.
  ['o6', { uid: 'asha', status: 'paid', createdAt: '2026-10-01T10:00:00.000Z' }],
  ['o7', { uid: 'asha', status: 'pending', createdAt: 20261106, expiresAt: 1, productIds: 'chair' }],
];

async function storeOrders(docs: DocumentStore): Promise<void> {
  for (const [id, data] of ORDERS) await docs.put('orders', id, data);
}

export function queryContract({ current }: ContractContext): void {
  describe('queries', () => {
    const query = (q: DocumentQuery) => current().storage.docs.query('orders', q).then(ids);

    it('filters by equality and in, all filters together; count agrees', async () => {
      const { docs } = current().storage;
      await storeOrders(docs);
      const byCreation = { field: 'createdAt', direction: 'asc' } as const;
      expect(await query({ where: [['uid', '==', 'ravi']], orderBy: byCreation })).toEqual(['o3', 'o5']);
      const stringDates = ['createdAt', '>=', ''] as const;
      expect(
        await query({
          where: [['uid', '==', 'asha'], ['status', 'in', ['paid', 'pending']], stringDates],
          orderBy: byCreation,
        }),
      ).toEqual(['o6', 'o1', 'o2']);
      expect(await query({ where: [['status', '==', 'refunded']] })).toEqual([]);
      expect(
        await docs.count('orders', [
          ['uid', '==', 'asha'],
          ['status', 'in', ['paid', 'pending']],
        ]),
      ).toBe(4);
      expect(await docs.count('orders')).toBe(ORDERS.length);
      expect(await docs.count('orders', [['expiresAt', '<=', '2026-11-03T10:15:00.000Z']])).toBe(2);
      expect(
        (
          await docs.query('orders', {
            where: [
              ['uid', '==', 'ravi'],
              ['status', '==', 'failed'],
            ],
          })
        )[0],
      ).toEqual({ id: 'o3', data: ORDERS[2]?.[1] });
    });

    it('a range matches values of its own type only: never null, a missing field or a number for a string', async () => {
      const { docs } = current().storage;
      await storeOrders(docs);
      const overdue = await query({
        where: [
          ['status', 'in', ['pending', 'failed']],
          ['expiresAt', '<=', '2026-11-10T00:00:00.000Z'],
        ],
        orderBy: { field: 'expiresAt', direction: 'asc' },
      });
      expect(overdue).toEqual(['o3', 'o2']);
      expect(
        await docs.count('orders', [
          ['createdAt', '>=', '2026-11-04T00:00:00.000Z'],
          ['createdAt', '<', '2026-11-05T00:00:00.000Z'],
        ]),
      ).toBe(1);
      expect(await query({ where: [['createdAt', '>', 20000000]] })).toEqual(['o7']);
    });

    it('array-contains finds arrays holding the value, and follows put, mutate and delete', async () => {
      const { docs } = current().storage;
      await storeOrders(docs);
      const withChair = () =>
        query({
          where: [['productIds', 'array-contains', 'chair']],
          orderBy: { field: 'createdAt', direction: 'asc' },
        });
      // o7's productIds is a string, not an array: no match.
      expect(await withChair()).toEqual(['o1', 'o2']);
      expect(
        await query({
          where: [
            ['uid', '==', 'asha'],
            ['status', 'in', ['paid']],
            ['productIds', 'array-contains', 'desk'],
          ],
          limit: 1,
        }),
      ).toEqual(['o1']);
      await docs.mutate('orders', 'o6', (doc) => (doc ? { ...doc, productIds: ['chair'] } : undefined));
      await docs.put('orders', 'o2', { ...ORDERS[1]?.[1], productIds: ['bed'] });
      await docs.delete('orders', 'o1');
      expect(await withChair()).toEqual(['o6']);
      expect(await docs.count('orders', [['productIds', 'array-contains', 'bed']])).toBe(2);
      expect(await docs.count('orders', [['productIds', 'array-contains', 'lamp']])).toBe(0);
    });

    it('array-contains with an equality, newest first, pages with limit and offset; count agrees (the admin search)', async () => {
      const { docs } = current().storage;
      const searchable: Array<[string, DocumentData]> = [
        ['s1', { status: 'paid', createdAt: '2026-11-01T10:00:00.000Z', searchKeys: ['a', 'as', 'asha@x.in', 'f00'] }],
        ['s2', { status: 'paid', createdAt: '2026-11-03T10:00:00.000Z', searchKeys: ['a', 'as', 'asha@x.in'] }],
        ['s3', { status: 'pending', createdAt: '2026-11-02T10:00:00.000Z', searchKeys: ['a', 'as', 'asha@x.in'] }],
        ['s4', { status: 'paid', createdAt: '2026-11-04T10:00:00.000Z', searchKeys: ['r', 'ra'] }],
        ['s5', { status: 'paid', createdAt: '2026-11-05T10:00:00.000Z', searchKeys: ['a', 'as', 'asha@x.in'] }],
      ];
      for (const [id, data] of searchable) await docs.put('orders', id, data);
      const newest = { field: 'createdAt', direction: 'desc' } as const;
      const paidAsha = [
        ['status', '==', 'paid'],
        ['searchKeys', 'array-contains', 'as'],
      ] as const;
      expect(await query({ where: paidAsha, orderBy: newest })).toEqual(['s5', 's2', 's1']);
      expect(await query({ where: paidAsha, orderBy: newest, limit: 2, offset: 1 })).toEqual(['s2', 's1']);
      expect(await docs.count('orders', paidAsha)).toBe(3);
      expect(
        await query({ where: [['searchKeys', 'array-contains', 'asha@x.in']], orderBy: newest, limit: 3 }),
      ).toEqual(['s5', 's2', 's3']);
      expect(await docs.count('orders', [['searchKeys', 'array-contains', 'asha@x']])).toBe(0);
    });

    it('orders either way, leaves out documents without the order field, and pages with limit and offset', async () => {
      const { docs } = current().storage;
      await storeOrders(docs);
      const newest = { field: 'expiresAt', direction: 'desc' } as const;
      // o6 has no expiresAt; o1's is null; o7's a number (its own type sorts apart, so filter to strings).
      const strings = [['expiresAt', '>=', '']] as const;
      expect(await query({ where: strings, orderBy: newest })).toEqual(['o5', 'o4', 'o2', 'o3']);
      expect(await query({ where: strings, orderBy: newest, limit: 2 })).toEqual(['o5', 'o4']);
      expect(await query({ where: strings, orderBy: newest, limit: 2, offset: 2 })).toEqual(['o2', 'o3']);
      expect(await query({ where: strings, orderBy: newest, limit: 2, offset: 4 })).toEqual([]);
      const withExpiry = await query({
        where: [['uid', '==', 'asha']],
        orderBy: { field: 'expiresAt', direction: 'desc' },
      });
      // o6 has no expiresAt: left out, as Firestore does.
      expect(withExpiry).toEqual(expect.arrayContaining(['o1', 'o2', 'o4', 'o7']));
      expect(withExpiry).toHaveLength(4);
    });

    it('ties in the order go by document id, in the same direction', async () => {
      const { docs } = current().storage;
      for (const id of ['t2', 't3', 't1'])
        await docs.put('orders', id, { uid: 'asha', createdAt: '2026-11-01T10:00:00.000Z' });
      await docs.put('orders', 't0', { uid: 'asha', createdAt: '2026-11-02T10:00:00.000Z' });
      const newestFirst = await query({
        where: [['uid', '==', 'asha']],
        orderBy: { field: 'createdAt', direction: 'desc' },
      });
      expect(newestFirst).toEqual(['t0', 't3', 't2', 't1']);
    });

    it('pages an ordered query by a cursor (value and id of the last one seen), ties and all, either way', async () => {
      const { docs } = current().storage;
      const day = (d: number) => `2026-11-0${d}T10:00:00.000Z`;
      const rows: Array<[string, DocumentData]> = [
        ['c1', { status: 'paid', createdAt: day(1), searchKeys: ['as'] }],
        ['c2', { status: 'paid', createdAt: day(2), searchKeys: ['as'] }],
        ['c3', { status: 'paid', createdAt: day(2), searchKeys: ['ra'] }],
        ['c4', { status: 'paid', createdAt: day(2), searchKeys: ['as'] }],
        ['c5', { status: 'pending', createdAt: day(3), searchKeys: ['as'] }],
        ['c6', { status: 'paid', createdAt: day(4), searchKeys: ['as'] }],
      ];
      for (const [id, data] of rows) await docs.put('orders', id, data);
      /** Every page of `q`, `size` at a time, each starting after the last row of the one before. */
      const pages = async (q: DocumentQuery, size: number): Promise<string[][]> => {
        const found: string[][] = [];
        let after: DocumentQuery['startAfter'];
        for (;;) {
          const page = await docs.query('orders', { ...q, limit: size, ...(after ? { startAfter: after } : {}) });
          if (page.length === 0) return found;
          found.push(ids(page));
          const last = page[page.length - 1];
          const value = last?.data[q.orderBy?.field ?? ''];
          if (!last || (typeof value !== 'string' && typeof value !== 'number')) throw new Error('no cursor');
          after = { value, id: last.id };
        }
      };
      const paid = [['status', '==', 'paid']] as const;
      const newest = { field: 'createdAt', direction: 'desc' } as const;
      expect(await pages({ where: paid, orderBy: newest }, 2)).toEqual([['c6', 'c4'], ['c3', 'c2'], ['c1']]);
      expect(await pages({ where: paid, orderBy: { field: 'createdAt', direction: 'asc' } }, 2)).toEqual([
        ['c1', 'c2'],
        ['c3', 'c4'],
        ['c6'],
      ]);
      // With an array-contains filter (SQLite starts from its side table) and a range.
      const paidAs = [...paid, ['searchKeys', 'array-contains', 'as']] as const;
      expect(await pages({ where: paidAs, orderBy: newest }, 1)).toEqual([['c6'], ['c4'], ['c2'], ['c1']]);
      const since = [['createdAt', '>=', day(2)]] as const;
      expect(await pages({ where: since, orderBy: newest }, 3)).toEqual([
        ['c6', 'c5', 'c4'],
        ['c3', 'c2'],
      ]);
    });

    it('refuses what Firestore cannot answer from an index, on every adapter', async () => {
      const { docs } = current().storage;
      const refused = (q: DocumentQuery) => expect(docs.query('orders', q)).rejects.toThrow(/Query of orders refused/);
      await refused({
        where: [
          ['createdAt', '>', 'a'],
          ['expiresAt', '<', 'b'],
        ],
      });
      await refused({ where: [['createdAt', '>', 'a']], orderBy: { field: 'uid', direction: 'asc' } });
      await refused({ where: [['items', 'array-contains', 'x']] });
      await refused({ where: [['billing.email', '==', 'x']] });
      await refused({ where: [['status', 'in', []]] });
      await refused({ limit: 0 });
      await refused({ where: [['uid', '==', 'asha']], startAfter: { value: 'x', id: 'o1' } });
      await refused({
        orderBy: { field: 'createdAt', direction: 'asc' },
        startAfter: { value: 'x', id: 'o1' },
        offset: 1,
      });
      await expect(docs.count('orders', [['uid', 'array-contains', 'x']])).rejects.toThrow(/not an array field/);
    });
  });
}

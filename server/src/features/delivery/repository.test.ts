import { DEFAULT_DELIVERY_TABLE, type DeliveryTable } from 'shared-contracts/delivery';
import type { DocumentData } from '../../storage/port';
import { createDeliveryRepository, DELIVERY_DOCUMENT } from './repository';

describe('the delivery repository', () => {
  const table: DeliveryTable = {
    ...DEFAULT_DELIVERY_TABLE,
    rules: [{ ...DEFAULT_DELIVERY_TABLE.restOfIndia, pincodes: '560' }],
  };

  function store() {
    const documents = new Map<string, DocumentData>();
    const reads: string[] = [];
    return {
      reads,
      documents,
      docs: {
        get: async (_collection: string, id: string) => {
          reads.push(id);
          return documents.get(id) ?? null;
        },
        put: async (_collection: string, id: string, data: DocumentData) => {
          documents.set(id, data);
        },
      },
    };
  }

  it('reads the document once per maxAgeMs, and answers its own save at once', async () => {
    const { docs, reads, documents } = store();
    let clock = 0;
    const delivery = createDeliveryRepository(docs, { maxAgeMs: 10_000, now: () => clock });
    expect((await delivery.get()).table).toEqual(DEFAULT_DELIVERY_TABLE);
    clock = 9_999;
    await delivery.get();
    expect(reads).toEqual([DELIVERY_DOCUMENT]);

    // Another server's save shows once the kept copy is older than maxAgeMs.
    await createDeliveryRepository(docs).replace(table);
    expect((await delivery.get()).table).toEqual(DEFAULT_DELIVERY_TABLE);
    clock = 10_000;
    expect((await delivery.get()).table).toEqual(table);
    expect(reads).toHaveLength(2);

    documents.clear();
    await delivery.replace(DEFAULT_DELIVERY_TABLE);
    expect((await delivery.get()).table).toEqual(DEFAULT_DELIVERY_TABLE);
    expect(reads).toHaveLength(2);
  });

  it('reads a document that is not a table as the default', async () => {
    const { docs, documents } = store();
    documents.set(DELIVERY_DOCUMENT, { rules: 'nonsense' });
    expect(await createDeliveryRepository(docs).get()).toEqual({ table: DEFAULT_DELIVERY_TABLE, updatedAt: null });
  });
});

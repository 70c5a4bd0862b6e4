/**
 * delivery/table: the seller's whole delivery table in one document, so a save replaces it at once
 * and a pincode check reads one document. Until the seller saves one, the default table applies
 * (free delivery everywhere). Each server keeps what it read for a few seconds: a pincode check
 * per product page view need not be a read each, and another server's save shows within that time.
 */
import {
  DEFAULT_DELIVERY_TABLE,
  parsePincodes,
  type DeliveryRule,
  type DeliveryTable,
  type DeliveryTerms,
} from 'shared-contracts/delivery';
import type { DocumentData, DocumentStore, JsonValue } from '../../storage/port';

export const DELIVERY_DOCUMENT = 'table';

export interface StoredDeliveryTable {
  table: DeliveryTable;
  /** When the seller saved it; null while the default applies. */
  updatedAt: string | null;
}

export interface DeliveryRepository {
  get(): Promise<StoredDeliveryTable>;
  /** Replaces the whole table (validated by the caller) and returns it as stored. */
  replace(table: DeliveryTable): Promise<StoredDeliveryTable>;
}

type Fields = { [key: string]: JsonValue };
const isFields = (value: JsonValue | undefined): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: JsonValue | undefined): number => (typeof value === 'number' ? value : 0);
const flag = (value: JsonValue | undefined): boolean => value === true;

function toTerms(fields: Fields): DeliveryTerms {
  return {
    deliverable: flag(fields.deliverable),
    minDays: num(fields.minDays),
    maxDays: num(fields.maxDays),
    freightPaise: num(fields.freightPaise),
    freeAbovePaise: typeof fields.freeAbovePaise === 'number' ? fields.freeAbovePaise : null,
    assemblyOffered: flag(fields.assemblyOffered),
    assemblyPaise: num(fields.assemblyPaise),
    codAllowed: flag(fields.codAllowed),
    codCapPaise: num(fields.codCapPaise),
  };
}

const fromTerms = (terms: DeliveryTerms): Fields => ({
  deliverable: terms.deliverable,
  minDays: terms.minDays,
  maxDays: terms.maxDays,
  freightPaise: terms.freightPaise,
  freeAbovePaise: terms.freeAbovePaise,
  assemblyOffered: terms.assemblyOffered,
  assemblyPaise: terms.assemblyPaise,
  codAllowed: terms.codAllowed,
  codCapPaise: terms.codCapPaise,
});

export function toStoredDeliveryTable(data: DocumentData | null): StoredDeliveryTable {
  if (!data || !isFields(data.restOfIndia)) return { table: DEFAULT_DELIVERY_TABLE, updatedAt: null };
  const rules: DeliveryRule[] = (Array.isArray(data.rules) ? data.rules : [])
    .filter(isFields)
    .map((fields) => ({ pincodes: typeof fields.pincodes === 'string' ? fields.pincodes : '', ...toTerms(fields) }));
  const holidays = (Array.isArray(data.holidays) ? data.holidays : []).filter(
    (day): day is string => typeof day === 'string',
  );
  return {
    table: {
      rules,
      restOfIndia: toTerms(data.restOfIndia),
      holidays,
      confirmCashOnDelivery: data.confirmCashOnDelivery === true,
    },
    updatedAt: typeof data.updatedAt === 'string' ? data.updatedAt : null,
  };
}

/** `400001 – 400104` is stored as `400001-400104`, ` 560` as `560`. */
function canonicalPincodes(pincodes: string): string {
  const span = parsePincodes(pincodes);
  return typeof span === 'string' ? pincodes.trim() : span.text;
}

export function fromDeliveryTable(table: DeliveryTable, updatedAt: string): DocumentData {
  return {
    rules: table.rules.map(({ pincodes, ...terms }) => ({
      pincodes: canonicalPincodes(pincodes),
      ...fromTerms(terms),
    })),
    restOfIndia: fromTerms(table.restOfIndia),
    holidays: [...table.holidays],
    confirmCashOnDelivery: table.confirmCashOnDelivery === true,
    updatedAt,
  };
}

const shared = new WeakMap<object, DeliveryRepository>();

/**
 * The one repository of a storage's delivery table in this process: the pincode check and checkout
 * read the table the admin's save just wrote, not a copy cached a few seconds before it.
 */
export function deliveryRepositoryOf(docs: Pick<DocumentStore, 'get' | 'put'>): DeliveryRepository {
  const known = shared.get(docs);
  if (known) return known;
  const created = createDeliveryRepository(docs);
  shared.set(docs, created);
  return created;
}

export function createDeliveryRepository(
  docs: Pick<DocumentStore, 'get' | 'put'>,
  { maxAgeMs = 10_000, now = () => Date.now() }: { maxAgeMs?: number; now?: () => number } = {},
): DeliveryRepository {
  let cached: { value: StoredDeliveryTable; readAt: number } | null = null;
  return {
    async get() {
      if (cached && now() - cached.readAt < maxAgeMs) return cached.value;
      const value = toStoredDeliveryTable(await docs.get('delivery', DELIVERY_DOCUMENT));
      cached = { value, readAt: now() };
      return value;
    },
    async replace(table) {
      const data = fromDeliveryTable(table, new Date(now()).toISOString());
      // One document written whole: a reader sees the old table or the new one, never a mix.
      await docs.put('delivery', DELIVERY_DOCUMENT, data);
      const value = toStoredDeliveryTable(data);
      cached = { value, readAt: now() };
      return value;
    },
  };
}

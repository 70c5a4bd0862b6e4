/**
 * What the Firestore adapter adds to and strips from stored documents, and how it orders them.
 *
 * Every document carries a hidden `_createdAt` timestamp, written once when the document is first
 * stored and kept by later replacements, so `list()` can answer oldest first like SQLite's rowid
 * order, and a hidden `_changedAt`, Firestore's server time of its latest write, so a change feed
 * can ask for the documents changed since a moment (firestore-change-stamps.ts) instead of reading them
 * all. Neither reaches callers: reads strip them, writes overwrite them.
 */
import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { CHANGED_AT_FIELD, changeStamp } from './firestore-change-stamps';
import type { DocumentData, JsonValue } from './port';

export const CREATED_AT_FIELD = '_createdAt';
const HIDDEN_FIELDS: readonly string[] = [CREATED_AT_FIELD, CHANGED_AT_FIELD];

/**
 * Strictly increasing creation times for this process, at Firestore's microsecond precision.
 * The wall clock orders documents written by different server instances (to within their clock
 * skew, milliseconds with NTP); the counter orders ones this process wrote within the same
 * millisecond, which a server timestamp of the emulator (millisecond resolution) would tie.
 */
export function creationClock(now: () => number = Date.now): () => Timestamp {
  let lastMicros = 0;
  return () => {
    const micros = Math.max(Math.floor(now()) * 1000, lastMicros + 1);
    lastMicros = micros;
    const seconds = Math.floor(micros / 1_000_000);
    return new Timestamp(seconds, (micros - seconds * 1_000_000) * 1000);
  };
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A Firestore value as JSON. The server only writes JSON, but a document edited in the Firebase
 * console may hold other types: timestamps read as ISO strings, references as their path,
 * geopoints as {latitude, longitude}, anything else as null.
 */
export function toJsonValue(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (typeof value === 'object' && isPlainObject(value)) {
    const result: DocumentData = {};
    for (const [key, field] of Object.entries(value)) result[key] = toJsonValue(field);
    return result;
  }
  return null;
}

/** A stored document's fields as callers see them: JSON, without the hidden bookkeeping times. */
export function visibleData(fields: Record<string, unknown> | undefined): DocumentData {
  const result: DocumentData = {};
  for (const [key, field] of Object.entries(fields ?? {})) {
    if (!HIDDEN_FIELDS.includes(key)) result[key] = toJsonValue(field);
  }
  return result;
}

/**
 * The document as it will read back: JSON round-tripped, like SQLite (undefined properties
 * vanish, matching `ignoreUndefinedProperties`), without caller-supplied bookkeeping fields.
 */
export function storedForm(data: DocumentData): DocumentData {
  const copy: unknown = JSON.parse(JSON.stringify(data));
  return visibleData(typeof copy === 'object' && copy !== null ? { ...copy } : {});
}

/** What is written: the caller's fields, the hidden creation time, and the server's time of this write. */
export function storedFields(data: DocumentData, createdAt: Timestamp): Record<string, unknown> {
  return { ...storedForm(data), [CREATED_AT_FIELD]: createdAt, ...changeStamp() };
}

/** The stored creation time; documents written outside the server fall back to Firestore's createTime. */
export function creationTimeOf(
  fields: Record<string, unknown> | undefined,
  createTime: Timestamp | undefined,
): Timestamp | null {
  const stored = fields?.[CREATED_AT_FIELD];
  if (stored instanceof Timestamp) return stored;
  return createTime ?? null;
}

export interface Ordered {
  id: string;
  createdAt: Timestamp | null;
}

/** Oldest first; ties (and documents with no time at all, first) by id. */
export function byCreation(a: Ordered, b: Ordered): number {
  if (a.createdAt && b.createdAt) {
    const difference = a.createdAt.seconds - b.createdAt.seconds || a.createdAt.nanoseconds - b.createdAt.nanoseconds;
    if (difference !== 0) return difference;
  } else if (a.createdAt || b.createdAt) {
    return a.createdAt ? 1 : -1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Firestore's rules for a document id. A '/' would address a sub-collection (`orders/x/y`), so
 * an id that breaks them must never reach `collection.doc()`.
 */
export function isValidDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    Buffer.byteLength(id, 'utf8') <= 1500 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id)
  );
}

import { FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { CHANGED_AT_FIELD } from './firestore-change-stamps';
import type { DocumentData } from './port';
import {
  byCreation,
  CREATED_AT_FIELD,
  creationClock,
  creationTimeOf,
  isValidDocumentId,
  storedForm,
  toJsonValue,
  visibleData,
  storedFields,
} from './firestore-values';

describe('Firestore adapter values', () => {
  it('creation times strictly increase, at microsecond steps, even when the clock stands still or steps back', () => {
    const times = [1_700_000_000_123, 1_700_000_000_123, 1_700_000_000_100, 1_700_000_000_124];
    const next = creationClock(() => times.shift() ?? 0);
    const stamps = [next(), next(), next(), next()];
    expect(stamps.map((stamp) => [stamp.seconds, stamp.nanoseconds])).toEqual([
      [1_700_000_000, 123_000_000],
      [1_700_000_000, 123_001_000],
      [1_700_000_000, 123_002_000],
      [1_700_000_000, 124_000_000],
    ]);
  });

  it('orders by creation time, then id; documents with no time first', () => {
    const at = (seconds: number, nanoseconds = 0) => new Timestamp(seconds, nanoseconds);
    const sorted = [
      { id: 'b', createdAt: at(5, 2000) },
      { id: 'z', createdAt: null },
      { id: 'a', createdAt: at(5, 2000) },
      { id: 'c', createdAt: at(5, 1000) },
      { id: 'd', createdAt: at(4) },
    ].sort(byCreation);
    expect(sorted.map(({ id }) => id)).toEqual(['z', 'd', 'c', 'a', 'b']);
  });

  it('hides the creation and change fields, writes them, and falls back to createTime', () => {
    const createdAt = new Timestamp(10, 0);
    const written = storedFields(
      { name: 'Bench', [CREATED_AT_FIELD]: 'forged', [CHANGED_AT_FIELD]: 'forged too' },
      createdAt,
    );
    expect(written).toEqual({
      name: 'Bench',
      [CREATED_AT_FIELD]: createdAt,
      [CHANGED_AT_FIELD]: FieldValue.serverTimestamp(),
    });
    expect(visibleData({ ...written, [CHANGED_AT_FIELD]: new Timestamp(11, 0) })).toEqual({ name: 'Bench' });
    expect(creationTimeOf(written, new Timestamp(99, 0))).toBe(createdAt);
    expect(creationTimeOf({ name: 'from the console' }, new Timestamp(99, 0))).toEqual(new Timestamp(99, 0));
    expect(creationTimeOf(undefined, undefined)).toBeNull();
  });

  it('reads what only the console could have stored as JSON', () => {
    expect(toJsonValue(Timestamp.fromMillis(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
    expect(toJsonValue(new GeoPoint(12.97, 77.59))).toEqual({ latitude: 12.97, longitude: 77.59 });
    expect(toJsonValue({ list: [1, { deep: NaN }], gone: undefined, bytes: Buffer.from('x') })).toEqual({
      list: [1, { deep: null }],
      gone: null,
      bytes: null,
    });
  });

  it('a document reads back JSON round-tripped: properties set to undefined are left out', () => {
    const data: DocumentData = { a: 1 };
    Reflect.set(data, 'b', undefined); // what `{ ...x, b: undefined }` produces at run time
    expect(storedForm(data)).toEqual({ a: 1 });
    expect(Object.keys(storedForm(data))).toEqual(['a']);
  });

  it("accepts Firestore's document ids only", () => {
    for (const id of ['u-123', 'AbC_9', '01', 'x'.repeat(1500), 'चेयर']) expect(isValidDocumentId(id)).toBe(true);
    for (const id of ['', 'a/b', '/', '.', '..', '__name__', 'x'.repeat(1501)])
      expect(isValidDocumentId(id)).toBe(false);
  });
});

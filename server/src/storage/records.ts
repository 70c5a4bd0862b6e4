/** Conversions between typed records and stored JSON documents, shared by every adapter. */
import type { AdminRecord, Role, UserRecord } from 'shared-contracts';
import type { DocumentData, JsonValue } from './port';

const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

export const toRole = (value: JsonValue | undefined): Role => (value === 'Admin' ? 'Admin' : 'User');

/** users/{uid} → UserRecord; the document id is the uid, a missing role reads as 'User'. */
export function toUserRecord(uid: string, data: DocumentData): UserRecord {
  return {
    uid,
    displayName: text(data.displayName),
    email: text(data.email),
    emailVerified: data.emailVerified === true,
    role: toRole(data.role),
  };
}

export function fromUserRecord(record: UserRecord): DocumentData {
  return {
    uid: record.uid,
    displayName: record.displayName,
    email: record.email,
    emailVerified: record.emailVerified,
    role: record.role,
  };
}

const LINKED = ['users', 'products', 'carts'] as const;
type Linked = (typeof LINKED)[number];
const isLinked = (value: JsonValue): value is Linked => LINKED.some((name) => name === value);

export function toAdminRecord(id: string, data: DocumentData): AdminRecord {
  const linked = Array.isArray(data.linkedCollections) ? data.linkedCollections.filter(isLinked) : [];
  return {
    name: text(data.name),
    email: text(data.email),
    id,
    role: 'Admin',
    linkedCollections: linked,
  };
}

export function fromAdminRecord(record: AdminRecord): DocumentData {
  return {
    name: record.name,
    email: record.email,
    id: record.id,
    role: record.role,
    linkedCollections: [...record.linkedCollections],
  };
}

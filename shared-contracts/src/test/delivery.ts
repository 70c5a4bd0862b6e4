/** Rows and tables for the delivery tests. */
import { DEFAULT_DELIVERY_TABLE, type DeliveryRule, type DeliveryTable, type DeliveryTerms } from '../delivery/rules';

export const standard: DeliveryTerms = {
  deliverable: true,
  minDays: 3,
  maxDays: 5,
  freightPaise: 49_900,
  freeAbovePaise: 1_000_000,
  assemblyOffered: true,
  assemblyPaise: 150_000,
  codAllowed: true,
  codCapPaise: 5_000_000,
};

export const rule = (pincodes: string, terms: Partial<DeliveryTerms> = {}): DeliveryRule => ({
  pincodes,
  ...standard,
  ...terms,
});

export const table = (rules: DeliveryRule[], extra: Partial<DeliveryTable> = {}): DeliveryTable => ({
  ...DEFAULT_DELIVERY_TABLE,
  rules,
  ...extra,
});

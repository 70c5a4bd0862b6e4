/**
 * The delivery table the checkout's charges tests price with: one chair (built-in 01), freight
 * below two chairs, and Bengaluru (560) offering assembly; a test may add to Bengaluru's terms and
 * add rows of its own.
 */
import { toPaise } from 'shared-contracts';
import {
  DEFAULT_DELIVERY_TABLE,
  type DeliveryRule,
  type DeliveryTable,
  type DeliveryTerms,
} from 'shared-contracts/delivery';
import { builtIn } from './test-support';

export const chair = builtIn('01');
export const chairPaise = toPaise(chair.price);
export const FREIGHT = 99_900;
export const ASSEMBLY = 150_000;

export function chargesTable(
  bengaluru: Partial<DeliveryTerms> = {},
  rows: readonly DeliveryRule[] = [],
): DeliveryTable {
  return {
    ...DEFAULT_DELIVERY_TABLE,
    restOfIndia: { ...DEFAULT_DELIVERY_TABLE.restOfIndia, freightPaise: FREIGHT, freeAbovePaise: chairPaise * 2 },
    rules: [
      {
        ...DEFAULT_DELIVERY_TABLE.restOfIndia,
        pincodes: '560',
        freightPaise: FREIGHT,
        freeAbovePaise: chairPaise * 2,
        assemblyOffered: true,
        assemblyPaise: ASSEMBLY,
        ...bengaluru,
      },
      ...rows,
    ],
  };
}

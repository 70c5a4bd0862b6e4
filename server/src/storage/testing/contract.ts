/**
 * The storage contract: one suite every adapter of the port must pass (ARCHITECTURE §5).
 * storage-contract.test.ts runs it against SQLite and against Firestore (the official emulator:
 * real transactions and query order, so every assertion holds on both).
 *
 * It checks what the server relies on, not everything a store can do. Where the adapters differ by
 * design (SQLite's change feed carries only its own process's writes), the adapter declares it in
 * `capabilities` and the test says what each one does.
 */
import type { StorageKind } from '../port';
import type { ContractContext, StorageHarness, StorageUnderTest } from './contract-context';
import { couponsContract } from './contract-coupons';
import { addressesContract } from './contract-addresses';
import { deliveryContract } from './contract-delivery';
import { gstSettingsContract } from './contract-gst-settings';
import { invoicesContract } from './contract-invoices';
import { documentContract } from './contract-documents';
import { productsContract } from './contract-products';
import { reviewsContract } from './contract-reviews';
import { stockAccountingContract } from './contract-stock-accounting';
import { stockContract } from './contract-stock';
import { paidOrdersContract } from './contract-paid-orders';
import { mailOutboxContract } from './contract-mail-outbox';
import { queryContract } from './contract-queries';
import { orderReadsContract } from './contract-order-reads';
import { uploadReferencesContract } from './contract-upload-references';
import { repositoryContract } from './contract-repositories';
import { variantsContract } from './contract-variants';
import { watchContract } from './contract-watch';

export type { StorageCapabilities, StorageHarness, StorageUnderTest } from './contract-context';

/** The describe() title of an adapter's run; the contract reporter counts results by it. */
export const contractTitle = (kind: StorageKind): string => `storage contract: ${kind}`;

export function describeStorageContract(kind: StorageKind, harness: StorageHarness): void {
  describe(contractTitle(kind), () => {
    let underTest: StorageUnderTest | null = null;
    const context: ContractContext = {
      kind,
      capabilities: harness.capabilities,
      current: () => {
        if (!underTest) throw new Error('no storage is open for this test');
        return underTest;
      },
    };

    beforeAll(async () => {
      await harness.setUp?.();
    });
    beforeEach(async () => {
      underTest = await harness.open();
    });
    afterEach(async () => {
      await underTest?.dispose();
      underTest = null;
    });

    it('opens as the adapter it claims to be', () => {
      expect(context.current().storage.kind).toBe(kind);
    });

    documentContract(context);
    queryContract(context);
    watchContract(context);
    repositoryContract(context);
    productsContract(context);
    stockContract(context);
    stockAccountingContract(context);
    variantsContract(context);
    paidOrdersContract(context);
    mailOutboxContract(context);
    orderReadsContract(context);
    reviewsContract(context);
    uploadReferencesContract(context);
    deliveryContract(context);
    gstSettingsContract(context);
    invoicesContract(context);
    couponsContract(context);
    addressesContract(context);
  });
}

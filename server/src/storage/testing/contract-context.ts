/** Types shared by the parts of the storage contract, and a wait helper for change feeds. */
import type { StorageKind, StoragePort } from '../port';

export interface StorageCapabilities {
  /** watch() reports writes made through another adapter instance (another server) on the same data. */
  sharedChangeFeed: boolean;
}

/** One test's storage: the adapter under test, and a way to open a second one on the same data. */
export interface StorageUnderTest {
  storage: StoragePort;
  /** Another adapter instance on the same data, as a second server (or the CLI) would open. */
  openAnother(): Promise<StoragePort>;
  /** Closes every instance opened for the test and removes its data. */
  dispose(): Promise<void>;
}

export interface StorageHarness {
  capabilities: StorageCapabilities;
  /** Fresh, empty storage for one test. */
  open(): Promise<StorageUnderTest>;
  /** Once before the tests that use it (Firestore: finds or starts the run's emulator). */
  setUp?(): Promise<void>;
}

/** What every part of the contract gets: the current test's storage and the adapter's capabilities. */
export interface ContractContext {
  kind: StorageKind;
  capabilities: StorageCapabilities;
  current(): StorageUnderTest;
}

/** Waits until `check` passes (it throws until then), or fails with its last error after `timeoutMs`. */
export async function eventually(check: () => void, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** The storage contract against both adapters; `npm run test:storage` prints one line per adapter. */
import { describeStorageContract } from './testing/contract';
import { firestoreHarness, sqliteHarness } from './testing/harnesses';

describeStorageContract('sqlite', sqliteHarness());
describeStorageContract('firestore', firestoreHarness());

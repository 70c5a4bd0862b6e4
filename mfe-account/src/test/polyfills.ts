/**
 * jsdom has no TextEncoder/TextDecoder, which react-router 7 reads when it is first imported.
 * Import this before anything that imports react-router-dom (renderWithAuth does it first thing).
 * Belongs in tooling/jest/setup-dom.js for every package; kept here until it is there.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

/**
 * jsdom has no TextEncoder/TextDecoder, which react-router 7 needs at import time. Import this file
 * before react-router-dom in a test. (Better placed in tooling/jest/setup-dom.js for every package.)
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when it is imported.
const { TextDecoder, TextEncoder } = require('util');

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

require('@testing-library/jest-dom');

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when it is imported.
const { TextDecoder, TextEncoder } = require('util');

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

require('@testing-library/jest-dom');

// findBy/waitFor give up after 1 s by default: too tight on a 2-core CI machine running two test
// workers beside builds, where rendering a page of 100 cards alone can take longer.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

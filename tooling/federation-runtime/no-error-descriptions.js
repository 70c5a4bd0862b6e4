// Stands in for @module-federation/error-codes' sentences (desc.mjs): the runtime's messages keep
// their code and the link to its explanation ("#RUNTIME-003 … https://module-federation.io/guide/
// troubleshooting/runtime#runtime-003"), only the one-line English gloss goes. Left in, the host's
// main.js carried every sentence of every error (~0.4 KB brotli) for messages no shopper sees.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};

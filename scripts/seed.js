#!/usr/bin/env node
/**
 * `npm run seed`: writes the built-in products into storage, each only if absent (never overwrites
 * the owner's edits). Same config as the server (locally: data/storefront.sqlite).
 */
require('./server-cli').runServerCli('seed', process.argv.slice(2));

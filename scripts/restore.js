#!/usr/bin/env node
/**
 * `npm run restore`: replaces the SQLite store with a backup (server/src/cli/restore.ts); stop the server
 * first.
 * Same config as the server (locally: data/storefront.sqlite).
 */
require('./server-cli').runServerCli('restore', process.argv.slice(2));

#!/usr/bin/env node
/**
 * `npm run backup`: an online backup of the SQLite store (server/src/cli/backup.ts), the server may keep running.
 * Same config as the server (locally: data/storefront.sqlite).
 */
require('./server-cli').runServerCli('backup', process.argv.slice(2));

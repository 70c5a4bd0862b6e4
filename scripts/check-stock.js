#!/usr/bin/env node
/**
 * `npm run check:stock`: stock + held = what the admin set on every product, and every held unit is
 * an order's (server/src/cli/check-stock.ts). Same config as the server, which may keep running.
 */
require('./server-cli').runServerCli('check-stock', process.argv.slice(2));

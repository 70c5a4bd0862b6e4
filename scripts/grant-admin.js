#!/usr/bin/env node
/**
 * `npm run grant-admin -- <email>`: makes an existing account an Admin.
 * Builds the server first when server/dist is missing, then runs its CLI with the same config as
 * the server (locally: the Auth emulator on 127.0.0.1:9099 and data/storefront.sqlite).
 */
require('./server-cli').runServerCli('grant-admin', process.argv.slice(2));

/**
 * Moved to the `security-headers` workspace package (a page server release carries it as a
 * dependency). This path stays for what still names it: the shell's `headers` script and tests.
 */
module.exports = require('security-headers');

if (require.main === module) require('security-headers/cli');

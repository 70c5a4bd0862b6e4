/**
 * Jest globalSetup of the server's tests: prepares the run's shared Firestore emulator, which the
 * first test file that needs one starts (tooling/firestore-emulator-shared.js). A run without Firestore
 * tests starts nothing.
 */
const { prepareSharedFirestoreEmulator } = require('../firestore-emulator-shared');

module.exports = function setUpFirestoreEmulator() {
  prepareSharedFirestoreEmulator();
};

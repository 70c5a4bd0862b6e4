/** Jest globalTeardown of the server's tests: stops the run's Firestore emulator, if one was started. */
const { stopSharedFirestoreEmulator } = require('../firestore-emulator-shared');

module.exports = function tearDownFirestoreEmulator() {
  return stopSharedFirestoreEmulator();
};

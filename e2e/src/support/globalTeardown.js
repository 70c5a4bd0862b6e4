const fs = require('fs');

module.exports = async function globalTeardown() {
  const state = globalThis.__E2E__;
  if (!state) return;
  await state.backend.stop();
  state.logFile.end();
  fs.rmSync(state.dataDir, { recursive: true, force: true });
};

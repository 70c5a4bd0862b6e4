const { SINGLETONS } = require('./shared-deps');

test('the router contract, not react-router-dom, is the shared singleton', () => {
  // One router context per page needs one copy of react-router: the apps reach it only through
  // shared-contracts/router (the lint's no-restricted-imports), which is what federation shares.
  expect(SINGLETONS).toContain('shared-contracts/router');
  expect(SINGLETONS).not.toContain('react-router-dom');
});

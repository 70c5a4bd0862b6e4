#!/usr/bin/env node
/**
 * The page server's memory across redeploys (run with --expose-gc): the catalogue's real server
 * build (mfe-catalog/dist/server) published under `redeploys` different URLs, loaded in turn by the
 * page server's loader (page-server/dist) as 20 promotes would, each rendering a page; heap used
 * after the first version and after the last, both after a full GC. Prints one JSON line.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');

const root = path.resolve(__dirname, '../..');
const { createRemoteServerLoader } = require(
  path.join(root, 'page-server/dist/features/server-builds/api/remoteServerLoader.js'),
);
const { integrityOf, remoteCodePolicy } = require(
  path.join(root, 'page-server/dist/features/server-builds/api/verifiedRemoteCode.js'),
);
const { PAGE_SERVER_SHARED } = require(path.join(root, 'page-server/dist/features/server-builds/sharedModules.js'));
const React = PAGE_SERVER_SHARED.react;
const { renderToString } = PAGE_SERVER_SHARED['react-dom/server'];
const { StaticRouter } = PAGE_SERVER_SHARED['react-router-dom'];
const { Route, Routes } = PAGE_SERVER_SHARED['shared-contracts/router'];

const redeploys = Number(process.argv[2] || 20);
const serverDir = path.join(root, 'mfe-catalog/dist/server');
const { entry } = JSON.parse(fs.readFileSync(path.join(serverDir, 'server-manifest.json'), 'utf8'));
const code = fs.readFileSync(path.join(serverDir, entry), 'utf8');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'page-server-heap-'));

const heapMb = () => {
  global.gc();
  global.gc();
  return Math.round((process.memoryUsage().heapUsed / 1024 / 1024) * 10) / 10;
};

async function main() {
  const policy = remoteCodePolicy({ production: false, sources: [pathToFileURL(folder).href] });
  const loader = createRemoteServerLoader({ shared: PAGE_SERVER_SHARED, policy });
  let first;
  let firstPage;
  for (let i = 0; i <= redeploys; i++) {
    // Each release its own immutable file: a new URL is new code.
    const file = path.join(folder, `catalog.server.release${i}.js`);
    const release = `${code}\n// release ${i}\n`;
    fs.writeFileSync(file, release);
    // Verified as a promoted release is (its integrity named).
    const build = await loader.load('catalog', pathToFileURL(file).href, integrityOf(release));
    const html = renderToString(
      React.createElement(
        StaticRouter,
        { location: '/about' },
        React.createElement(
          Routes,
          null,
          React.createElement(Route, { path: '/about', element: React.createElement(build.getPage('./AboutPage')) }),
        ),
      ),
    );
    if (!html.includes('<h1')) throw new Error('the About page rendered no heading');
    if (i === 0) {
      firstPage = new WeakRef(build.getPage('./AboutPage'));
      await new Promise((resolve) => setImmediate(resolve));
      first = heapMb();
    }
  }
  await new Promise((resolve) => setImmediate(resolve));
  const last = heapMb();
  fs.rmSync(folder, { recursive: true, force: true });
  return {
    redeploys,
    heapAfterFirstMb: first,
    heapAfterRedeploysMb: last,
    heapGrowthMb: Math.round((last - first) * 10) / 10,
    firstVersionFreed: firstPage.deref() === undefined,
    versionsHeld: loader.loaded().length,
    buildKb: Math.round(code.length / 1024),
  };
}

main().then(
  (result) => console.log(JSON.stringify(result)),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

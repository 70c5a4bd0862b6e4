/**
 * Starts the composed site as `npm start` runs it: the Auth emulator, the API server, static
 * hosting of the five built apps and the page server in front of them (the site's address, :3000,
 * answering every HTML navigation from the shell's deployed index.html). The e2e tests and the
 * bench start it through the same functions.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');
const { startAuthEmulator } = require('./auth-emulator');
const { startStaticServer } = require('./static-server');
const ports = require('./ports');

const root = path.resolve(__dirname, '..');
const APPS = Object.keys(ports.apps);

async function waitFor(url, { timeoutMs = 30000, what = url, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * What the shell's host serves, from the environment (one team's CI runs its journeys against the
 * live releases of the other apps: tooling/releases/ci.js sets both):
 *   STACK_SHELL_DIR  the shell folder (default shell/dist; the live shell folder of a release root)
 *   STACK_REMOTES    the remotes.json it serves (default the one in that folder)
 */
function frontendSettings(env = process.env) {
  const shellDir = env.STACK_SHELL_DIR ? path.resolve(env.STACK_SHELL_DIR) : path.join(root, 'shell', 'dist');
  return {
    shellDir,
    remotes: env.STACK_REMOTES ? path.resolve(env.STACK_REMOTES) : path.join(shellDir, 'remotes.json'),
  };
}

/** A remote's own build is needed only when the served remotes.json points at its static host. */
function servesBuildOf(remotes, app) {
  const url = remotes?.[ports.remoteNames[app]];
  return !url || new URL(url).port === String(ports.apps[app]);
}

function missingBuilds(env = process.env) {
  // A remote with a server build (webpack.server.js) is built when either half is missing.
  const built = (app) =>
    fs.existsSync(path.join(root, app, 'dist', 'mf-manifest.json')) &&
    (!fs.existsSync(path.join(root, app, 'webpack.server.js')) ||
      fs.existsSync(path.join(root, app, 'dist', 'server', 'server-manifest.json')));
  const { shellDir, remotes } = frontendSettings(env);
  const served = fs.existsSync(remotes) ? JSON.parse(fs.readFileSync(remotes, 'utf8')) : null;
  const missing = APPS.filter((app) => app !== 'shell' && servesBuildOf(served, app) && !built(app));
  if (!fs.existsSync(path.join(shellDir, 'index.html')))
    missing.unshift(env.STACK_SHELL_DIR ? `shell (${shellDir})` : 'shell');
  if (!fs.existsSync(path.join(root, 'server', 'dist', 'main.js'))) missing.push('server');
  // The page server requires shared-contracts' React contracts compiled (its build compiles them).
  if (
    !fs.existsSync(path.join(root, 'page-server', 'dist', 'app.js')) ||
    !fs.existsSync(path.join(root, 'shared-contracts', 'dist', 'react', 'index.js'))
  )
    missing.push('page-server');
  return missing;
}

/**
 * The secret the page server and the API share (PAGE_SERVER_SECRET): the one set, or one made for
 * this run. Kept in process.env, so every process this run starts gets the same one (the e2e
 * global set-up and its test files load this module separately).
 */
function pageServerSecret() {
  if (!process.env.PAGE_SERVER_SECRET) process.env.PAGE_SERVER_SECRET = crypto.randomBytes(32).toString('hex');
  return process.env.PAGE_SERVER_SECRET;
}

/**
 * The API server as a child process, like a deploy would run it. `readyTimeoutMs`: how long its
 * start may take (a store of 100,000 products not yet migrated takes over a minute the first time).
 */
async function startApiServer({
  dataDir,
  emulatorHost,
  port = ports.server,
  env = {},
  log = () => {},
  readyTimeoutMs = 30000,
}) {
  // This stack runs the Auth emulator and a demo- project, which a production server refuses: say
  // so rather than quietly run it in development mode under a production setting.
  if (process.env.NODE_ENV === 'production')
    throw new Error(
      'NODE_ENV=production: the local stack (npm start, the e2e journeys, the bench) runs the Auth emulator and ' +
        'a demo- project, which production refuses. Unset NODE_ENV here; deploy with `node server/dist/main.js`.',
    );
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      NODE_ENV: process.env.NODE_ENV || 'development',
      LOG_LEVEL: process.env.LOG_LEVEL || 'info',
      PAGE_SERVER_SECRET: pageServerSecret(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => log(String(chunk).trimEnd()));
  child.stderr.on('data', (chunk) => log(String(chunk).trimEnd()));
  const stopOnExit = () => child.kill('SIGKILL');
  process.on('exit', stopOnExit);
  await waitFor(`http://127.0.0.1:${port}/api/health`, { what: 'the API server', child, timeoutMs: readyTimeoutMs });
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        process.off('exit', stopOnExit);
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Auth emulator + API server, sharing one data folder (accounts and records stay in step). */
async function startBackend({ dataDir = path.join(root, 'data'), log = () => {}, serverEnv, readyTimeoutMs } = {}) {
  fs.mkdirSync(dataDir, { recursive: true });
  const emulator = await startAuthEmulator({
    port: ports.authEmulator,
    projectId: 'demo-storefront',
    dataDir: path.join(dataDir, 'auth-emulator'),
    log,
  });
  let server;
  try {
    server = await startApiServer({ dataDir, emulatorHost: emulator.host, env: serverEnv, log, readyTimeoutMs });
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  return {
    emulator,
    server,
    stop: async () => {
      await server.stop();
      await emulator.stop();
    },
  };
}

/**
 * The page server in this process, as a deploy runs it (`node page-server/dist/main.js` with
 * SHELL_ORIGIN, API_ORIGIN and SITE_URL): it reads the shell's page from the shell's static host
 * and products from the API. `dev`: in front of webpack dev servers (no CSP: their styles are inline).
 * `env`: more settings (the bench lifts PAGE_RATE_LIMIT_PER_MINUTE: all its shoppers are 127.0.0.1).
 * `deps`: more of buildPageServer's dependencies (the bench's monolith gives its pages).
 */
async function startPageServer({
  port = ports.pageServer,
  shellOrigin = `http://localhost:${ports.apps.shell}`,
  apiOrigin = `http://127.0.0.1:${ports.server}`,
  dev = false,
  env = {},
  deps = {},
} = {}) {
  const { buildPageServer } = require(path.join(root, 'page-server', 'dist', 'app.js'));
  const { loadConfig } = require(path.join(root, 'page-server', 'dist', 'config.js'));
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    SHELL_ORIGIN: shellOrigin,
    API_ORIGIN: apiOrigin,
    SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
    LOG_LEVEL: process.env.PAGE_SERVER_LOG_LEVEL || 'warn',
    // How long a catalogue page's server render may take (default 300 ms; a slow machine may need more).
    // The journeys (run by jest) get 1500 ms: there Chromium, the static hosts and the API share the
    // 2 cores with the render (one /home render took 548 ms and fell back), and a fallback fails
    // their checks of the server's HTML. npm start and the bench keep the production budget.
    SERVER_RENDER_READY_MS: process.env.SERVER_RENDER_READY_MS ?? (process.env.JEST_WORKER_ID ? '1500' : undefined),
    PAGE_SERVER_SECRET: pageServerSecret(),
    ...env,
  });
  // Dev servers inject styles as <style> tags: no CSP in front of them (production builds have files).
  const app = await buildPageServer({ config, contentSecurityPolicy: !dev, ...deps });
  await app.listen({ port: config.port, host: config.host });
  return { port: app.server.address().port, close: () => app.close() };
}

/**
 * Static hosting of every built app on its port, and the page server on the site's. `files`
 * overrides single URLs of one app with files read on every request (the e2e deploy test points
 * the shell's /remotes.json elsewhere; the page server reads the same file through the shell's host).
 * `shellDir` and `remotes` as STACK_SHELL_DIR and STACK_REMOTES (frontendSettings), which they override.
 * `apiOrigin`: the API the page server reads, when a test points the site's config.json at another one.
 * `pageServerEnv`: more settings for the page server (startPageServer's `env`).
 */
async function startFrontends({
  log = () => {},
  files = {},
  shellDir: shellFolder,
  remotes: remotesFile,
  apiOrigin,
  pageServerEnv = {},
} = {}) {
  const servers = {};
  const env = process.env;
  const { shellDir, remotes } = frontendSettings({
    STACK_SHELL_DIR: shellFolder ?? env.STACK_SHELL_DIR,
    STACK_REMOTES: remotesFile ?? env.STACK_REMOTES,
  });
  const start = async (app) => {
    const dir = app === 'shell' ? shellDir : path.join(root, app, 'dist');
    // Under STACK_REMOTES a remote may be a release elsewhere, its own dist/ never built.
    if (app !== 'shell' && !fs.existsSync(dir)) return log(`${app}: no ${dir}, not served`);
    servers[app] = await startStaticServer({
      dir,
      port: ports.apps[app],
      files:
        app === 'shell' && remotes !== path.join(shellDir, 'remotes.json')
          ? { '/remotes.json': remotes, ...files.shell }
          : files[app],
      // A remote's standalone page reads no config.json of its own: its CSP allows the local defaults.
      pageConfig: path.join(root, 'shell', 'public', 'config.json'),
      log,
    });
  };
  for (const app of APPS) await start(app);
  const pageServer = await startPageServer({ ...(apiOrigin ? { apiOrigin } : {}), env: pageServerEnv });
  log(`page server on http://127.0.0.1:${pageServer.port}`);
  return {
    servers,
    pageServer,
    /** Stops one app's host (a remote going down) and starts it again. */
    stopApp: async (app) => {
      await servers[app].close();
      delete servers[app];
    },
    startApp: start,
    stop: async () => {
      await pageServer.close();
      await Promise.all(Object.values(servers).map((s) => s.close()));
    },
  };
}

module.exports = {
  startBackend,
  startFrontends,
  startPageServer,
  startApiServer,
  missingBuilds,
  frontendSettings,
  waitFor,
  APPS,
  root,
};

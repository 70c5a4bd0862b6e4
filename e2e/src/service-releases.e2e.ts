/**
 * The page server is released like the remotes: `npm run release -w page-server` makes a
 * self-contained folder, `promote` makes it current, `start:release` runs it from that folder, and
 * it answers /robots.txt without reaching a single file of the repository: the release root is a
 * temporary folder outside it, and every module the running process resolves is recorded (a
 * --require hook through NODE_OPTIONS) and must lie inside the release.
 */
import { execFile, spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { promisify } from 'util';
import { freePort } from './support/releaseTooling';
import { repoRoot } from './support/stack';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-releases-'));
const traceDir = path.join(workDir, 'trace');
const env = {
  ...process.env,
  RELEASE_ROOT: path.join(workDir, 'releases'),
  LIVE_HISTORY: path.join(workDir, 'history.jsonl'),
};
let server: ChildProcess | undefined;

// Records every file a process resolves, written as <pid>.json when it exits.
const TRACE_HOOK = `
const Module = require('module');
const resolve = Module._resolveFilename;
const seen = new Set();
Module._resolveFilename = function (...args) { const file = resolve.apply(this, args); seen.add(file); return file; };
process.on('exit', () => require('fs').writeFileSync(require('path').join(${JSON.stringify(traceDir)}, process.pid + '.json'), JSON.stringify({ main: process.argv[1], files: [...seen] })));
`;

async function npmRun(script: string, args: string[] = []): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', script, '-w', 'page-server', '--', ...args], {
    cwd: repoRoot,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

async function waitForAnswer(url: string, child: ChildProcess): Promise<Response> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the release exited with code ${child.exitCode}`);
    const response = await fetch(url).catch(() => null);
    if (response) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}

afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(workDir, { recursive: true, force: true });
});

test('a page-server release starts from its own folder, answers /robots.txt, and reaches no file of the repository', async () => {
  const released = await npmRun('release');
  const version = /released page-server (\S+) in/.exec(released)?.[1] ?? '';
  expect(version).toMatch(/^\d+\.\d+\.\d+-(g[0-9a-f]{7,}|dirty-[0-9a-f]{10})$/);
  const dir = path.join(env.RELEASE_ROOT, 'page-server', version);
  expect(fs.readdirSync(dir).sort()).toEqual(['dist', 'node_modules', 'package.json', 'release.json']);
  // Its own copies, not links into the repository's node_modules.
  for (const name of ['fastify', 'security-headers', 'shared-contracts'])
    expect(fs.lstatSync(path.join(dir, 'node_modules', name)).isSymbolicLink()).toBe(false);
  expect(await npmRun('promote', [version])).toContain(`promote page-server`);
  expect(fs.readFileSync(path.join(env.RELEASE_ROOT, 'page-server', 'current'), 'utf8').trim()).toBe(version);

  fs.mkdirSync(traceDir);
  const hook = path.join(workDir, 'trace-hook.js');
  fs.writeFileSync(hook, TRACE_HOOK);
  const port = await freePort();
  // What `npm run start:release -w page-server` runs, with no version: the current one.
  server = spawn(process.execPath, [path.join(repoRoot, 'tooling/releases/cli.js'), 'start', 'page-server'], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: 'https://shop.example',
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: `--require ${hook}`,
    },
    stdio: 'ignore',
  });
  const robots = await waitForAnswer(`http://127.0.0.1:${port}/robots.txt`, server);
  expect(robots.status).toBe(200);
  expect(await robots.text()).toContain('Sitemap: https://shop.example/sitemap.xml');
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;

  const traces = fs
    .readdirSync(traceDir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(traceDir, file), 'utf8')) as { main: string; files: string[] });
  const releaseProcess = traces.find(
    (trace) => fs.realpathSync(trace.main) === fs.realpathSync(path.join(dir, 'dist', 'main.js')),
  );
  expect(releaseProcess).toBeDefined();
  const resolvedFiles = (releaseProcess?.files ?? []).filter((file) => path.isAbsolute(file) && file !== hook);
  expect(resolvedFiles.length).toBeGreaterThan(50);
  expect(resolvedFiles.filter((file) => !fs.realpathSync(file).startsWith(fs.realpathSync(dir) + path.sep))).toEqual(
    [],
  );
}, 180000);

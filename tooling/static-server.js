/**
 * Static hosting for a built app, as a CDN would do it: gzip/brotli, long-lived caching for
 * content-hashed files, no-cache for the files a deploy edits (index.html,
 * mf-manifest.json, remotes.json, config.json) with ETags and 304s (the page server revalidates
 * the shell's index.html on every page), CORS so the shell can fetch a remote's manifest,
 * index.html for client-side routes, and the security headers of the security-headers package (the
 * page's Content-Security-Policy built from the config.json and remotes.json it serves).
 */
const fs = require('fs');
const http = require('http');
const path = require('path');
const zlib = require('zlib');
const { promisify } = require('util');
const { baseHeaders, pageHeadersFromFiles } = require('security-headers');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.map', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

function encodingFor(req) {
  const accepted = String(req.headers['accept-encoding'] || '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Behind a TLS-terminating proxy the request says so; HSTS only means something over https. */
const isHttps = (req) =>
  Boolean(req.socket.encrypted) ||
  String(req.headers['x-forwarded-proto'] || '')
    .split(',')[0]
    .trim() === 'https';

/**
 * @param {{ dir: string, port: number, host?: string, files?: Record<string, string>, pageConfig?: string, log?: (line: string) => void }} options
 *   `files` maps a URL path to a file served in its place (read on every request). `pageConfig`: the
 *   config.json the page's CSP allows for when the app serves none itself (a remote's standalone page
 *   falls back to the local defaults, as the shell's public/config.json holds them).
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
function startStaticServer({ dir, port, host = '127.0.0.1', files = {}, pageConfig, log = () => {} }) {
  const root = path.resolve(dir);
  const compressed = new Map(); // `${file}:${mtime}:${encoding}` → Promise<Buffer>

  function resolveFile(urlPath) {
    if (files[urlPath]) return files[urlPath];
    const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
    const candidate = path.join(root, clean);
    if (!candidate.startsWith(root)) return null;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    // Client-side routes (no file extension) get the app's page.
    if (!path.extname(clean)) {
      const index = path.join(root, 'index.html');
      if (fs.existsSync(index)) return index;
    }
    return null;
  }

  const pageSecurityHeaders = pageHeadersFromFiles((html) => ({
    html,
    config: resolveFile('/config.json') ?? pageConfig ?? null,
    remotes: resolveFile('/remotes.json'),
  }));

  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(baseHeaders({ https: isHttps(req) }))) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    let file;
    try {
      file = resolveFile(new URL(req.url || '/', 'http://x').pathname);
    } catch {
      file = null;
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const ext = path.extname(file);
    const stat = fs.statSync(file);
    // Weak: the same version is sent raw, gzipped or brotli'd (Vary: Accept-Encoding). The one
    // validator: Last-Modified beside it would only add bytes to every response.
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers = {
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      'Cache-Control': HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
      ...(ext === '.html' ? pageSecurityHeaders(file, { https: isHttps(req) }) : {}),
    };
    if (
      String(req.headers['if-none-match'] || '')
        .split(/\s*,\s*/)
        .includes(etag)
    ) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = COMPRESSIBLE.has(ext) ? encodingFor(req) : null;
    const send = (body) => {
      if (encoding) headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (!encoding) {
      send(fs.readFileSync(file));
      return;
    }
    compress(file, stat, encoding).then(send, (error) => {
      log(`compressing ${file} failed: ${error.message}`);
      res.writeHead(500);
      res.end();
    });
  });

  /** Compressed bodies are made once per file version, off the event loop, and kept. */
  function compress(file, stat, encoding) {
    const key = `${file}:${stat.mtimeMs}:${encoding}`;
    if (!compressed.has(key)) {
      const body = fs.promises.readFile(file);
      compressed.set(
        key,
        body.then((raw) => (encoding === 'br' ? brotli(raw) : gzip(raw, { level: 9 }))),
      );
    }
    return compressed.get(key);
  }

  /** Like a CDN that compresses at deploy time: the files a page needs are ready before it asks. */
  function precompress() {
    const walk = (folder) =>
      fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(folder, entry.name);
        return entry.isDirectory()
          ? walk(full)
          : COMPRESSIBLE.has(path.extname(full)) && !full.endsWith('.map')
            ? [full]
            : [];
      });
    for (const file of walk(root)) compress(file, fs.statSync(file), 'br').catch(() => {});
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      log(`serving ${path.relative(process.cwd(), root) || '.'} on http://${host}:${port}`);
      precompress();
      resolve({
        port: server.address().port,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

module.exports = { startStaticServer };

if (require.main === module) {
  const args = process.argv.slice(2);
  const arg = (name) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const { apps } = require('./ports');
  const app = arg('app');
  const shellConfig = path.resolve(__dirname, '..', 'shell', 'public', 'config.json');
  const port = Number(arg('port') || apps[app]);
  const dir = arg('dir') || path.resolve(__dirname, '..', app, 'dist');
  if (!app && !arg('dir')) {
    console.error('usage: static-server.js --app <name> [--port N] [--dir path]');
    process.exit(2);
  }
  startStaticServer({
    dir,
    port,
    host: arg('host') || '127.0.0.1',
    pageConfig: arg('page-config') || shellConfig,
    log: console.log,
  }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

/**
 * The pages' security headers, from one source for every host that serves them: the page server
 * (page-server/, the HTML of every route), the static hosts (tooling/static-server.js) and a CDN
 * (`npm run headers -w shell` writes dist/_headers). A workspace package of its own, so a page
 * server release carries it in its node_modules like any other dependency. The
 * Content-Security-Policy is built from what the page will load: the deployed /config.json (API,
 * payment and chat scripts, uploads, Auth), /remotes.json (each remote's origin serves its entry,
 * chunks, CSS and manifest) and the hashes of the inline <script> and <style> in the built page
 * (the early-start script and the app shell's CSS). No 'unsafe-inline' anywhere: production builds
 * extract styles to files. Plain JS: the build tooling and the static host are plain Node.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const FIREBASE_AUTH = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const CLOUDINARY_IMAGES = 'https://res.cloudinary.com';
const RAZORPAY_SCRIPT_HOST = 'checkout.razorpay.com';
/** Razorpay Checkout opens its payment form in these frames. */
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

/** The origin of an absolute http(s) URL, or null (a missing or relative value adds nothing). */
function originOf(url) {
  if (typeof url !== 'string') return null;
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Hash sources of a page's inline scripts and styles. <script> and <style> are raw-text elements:
 * their content runs to the first closing tag, as the HTML parser reads it. Scripts with a src and
 * data blocks (JSON, JSON-LD) are not inline code.
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[] }}
 */
function inlineHashes(html) {
  const scripts = [];
  const styles = [];
  for (const [, tag, attributes, body] of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)) {
    if (tag.toLowerCase() === 'style') {
      styles.push(sha256(body));
      continue;
    }
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    const isCode = !type || type === 'module' || /javascript|ecmascript/.test(type);
    if (!/\bsrc\s*=/i.test(attributes) && isCode && body.trim()) scripts.push(sha256(body));
  }
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

const sources = (...lists) => [...new Set(lists.flat().filter(Boolean))];

/**
 * @param {{ config?: object | null, remotes?: Record<string, string> | null, hashes?: { scripts: string[], styles: string[] }, https?: boolean, shellOrigin?: string | null }} page
 *   `shellOrigin`: where the page's own files are when another host serves the page (the page
 *   server serves the HTML; the shell's host its scripts, styles, config.json and remotes.json)
 * @returns {Record<string, string[]>} directive → sources
 */
function cspDirectives({ config, remotes, hashes = { scripts: [], styles: [] }, https = false, shellOrigin = null }) {
  const c = config ?? {};
  // The shell's host, when it is not the page's own, counts as one more origin of files, as a remote's does.
  const remoteOrigins = [originOf(shellOrigin), ...Object.values(remotes ?? {}).map(originOf)];
  const api = originOf(c.apiBaseUrl);
  const payment = originOf(c.paymentScriptUrl);
  const chat = originOf(c.chatWidgetUrl);
  const razorpay = payment !== null && new URL(payment).hostname === RAZORPAY_SCRIPT_HOST;
  const directives = {
    'default-src': ["'self'"],
    'script-src': sources("'self'", remoteOrigins, payment, chat, hashes.scripts),
    'style-src': sources("'self'", remoteOrigins, hashes.styles),
    // Product images: the shop's own uploads and seed art (API), Cloudinary, generated art (data:/blob:).
    'img-src': sources("'self'", 'data:', 'blob:', api, CLOUDINARY_IMAGES, remoteOrigins, chat),
    'font-src': sources("'self'", remoteOrigins),
    // The remotes' mf-manifest.json, the API (and its live product stream), uploads, Firebase Auth.
    'connect-src': sources(
      "'self'",
      remoteOrigins,
      api,
      originOf(c.uploadUrl),
      payment,
      chat,
      c.firebase?.authEmulatorUrl ? originOf(c.firebase.authEmulatorUrl) : null,
      FIREBASE_AUTH,
    ),
    'frame-src': razorpay || chat ? sources(razorpay ? RAZORPAY_FRAMES : [], chat) : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

const serializeCsp = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/** Headers every file of every app gets. */
function baseHeaders({ https = false } = {}) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The headers of an HTML page.
 * @param {{ html: string, config?: object | null, remotes?: Record<string, string> | null, https?: boolean, shellOrigin?: string | null }} page
 * @returns {Record<string, string>}
 */
function pageHeaders({ html, config, remotes, https = false, shellOrigin = null }) {
  return {
    ...baseHeaders({ https }),
    'Content-Security-Policy': serializeCsp(
      cspDirectives({ config, remotes, hashes: inlineHashes(html), https, shellOrigin }),
    ),
    // For browsers without CSP frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

const readJson = (file) => (file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

/**
 * The page headers for files on disk, recomputed only when one of them changes (a deploy edits
 * config.json or remotes.json in place).
 * @param {(html: string) => { html: string, config?: string | null, remotes?: string | null }} locate
 *   the paths of the config and remotes files that go with a page
 */
function pageHeadersFromFiles(locate) {
  let key = '';
  let headers = {};
  return (html, { https = false } = {}) => {
    const files = locate(html);
    const stamp = [files.html, files.config, files.remotes, https]
      .map((file) =>
        typeof file === 'string' && fs.existsSync(file) ? `${file}@${fs.statSync(file).mtimeMs}` : String(file),
      )
      .join('|');
    if (stamp !== key) {
      headers = pageHeaders({
        html: fs.readFileSync(files.html, 'utf8'),
        config: readJson(files.config),
        remotes: readJson(files.remotes),
        https,
      });
      key = stamp;
    }
    return headers;
  };
}

/**
 * A CDN's `_headers` file (Netlify, Cloudflare Pages): the page's headers on every path (client
 * routes), the base set on every file. Served over https, so with HSTS.
 */
function cdnHeadersFile(dir) {
  const page = pageHeaders({
    html: fs.readFileSync(path.join(dir, 'index.html'), 'utf8'),
    config: readJson(path.join(dir, 'config.json')),
    remotes: readJson(path.join(dir, 'remotes.json')),
    https: true,
  });
  const lines = (headers) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  // Netlify and Cloudflare merge every matching block: "/*" covers files too, so the CSP is
  // harmless there (only documents apply it).
  return [
    `# Generated by security-headers (npm run headers -w shell) from index.html, config.json and remotes.json: regenerate after editing them.`,
    '/*',
    ...lines(page),
    '',
  ].join('\n');
}

module.exports = {
  inlineHashes,
  cspDirectives,
  serializeCsp,
  baseHeaders,
  pageHeaders,
  pageHeadersFromFiles,
  cdnHeadersFile,
  originOf,
};

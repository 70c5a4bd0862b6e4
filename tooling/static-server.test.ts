/**
 * @jest-environment node
 */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { cdnHeadersFile, inlineHashes, pageHeaders, type Headers } from 'security-headers';

interface StaticServerModule {
  startStaticServer(options: {
    dir: string;
    port: number;
    files?: Record<string, string>;
  }): Promise<{ port: number; close(): Promise<void> }>;
}
// The pages' one source of security headers (the security-headers package) and the static host using it.
const { startStaticServer } = require('./static-server.js') as StaticServerModule;

const EARLY_SCRIPT = '(()=>{fetch("/config.json")})();';
const APP_SHELL_CSS = '.site-header{color:red}';
const HTML =
  `<!doctype html><html><head><script>${EARLY_SCRIPT}</script><script defer src="/main.js"></script>` +
  `<script type="application/ld+json">{"@type":"Store"}</script><style data-app-shell-css="">${APP_SHELL_CSS}</style></head>` +
  `<body><div id="root"></div></body></html>`;
const hashOf = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

const LOCAL_CONFIG = {
  apiBaseUrl: 'http://localhost:4000',
  firebase: { projectId: 'demo-storefront', authEmulatorUrl: 'http://127.0.0.1:9099' },
  paymentScriptUrl: 'http://localhost:4000/sandbox/checkout.js',
  uploadUrl: 'http://localhost:4000/api/uploads/image/upload',
  chatWidgetUrl: null,
};
const PRODUCTION_CONFIG = {
  apiBaseUrl: 'https://api.shop.example.in',
  firebase: { projectId: 'shop-prod', authEmulatorUrl: null },
  paymentScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
  uploadUrl: 'https://api.cloudinary.com/v1_1/demo-shop/image/upload',
  chatWidgetUrl: 'https://widget.chat.example.com/loader.js',
};
const REMOTES = {
  catalog: 'https://catalog.shop.example.in/v7/mf-manifest.json',
  cart: 'https://cart.shop.example.in/mf-manifest.json',
  account: 'https://cdn.example.net/account/mf-manifest.json',
  admin: 'https://admin.shop.example.in/mf-manifest.json',
};

/** The policy as directive → sources. */
function csp(headers: Headers): Record<string, string[]> {
  const policy = headers['Content-Security-Policy'];
  expect(policy).toBeDefined();
  return Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the pages’ security headers', () => {
  const production = pageHeaders({ html: HTML, config: PRODUCTION_CONFIG, remotes: REMOTES, https: true });
  const policy = csp(production);

  it('allow the inline early-start script and the app shell’s CSS by their hashes, and nothing inline else', () => {
    expect(policy['script-src']).toContain(hashOf(EARLY_SCRIPT));
    expect(policy['style-src']).toContain(hashOf(APP_SHELL_CSS));
    // The JSON-LD data block is not a script; the src'd script needs no hash.
    expect(policy['script-src']?.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    for (const directive of ['default-src', 'script-src', 'style-src']) {
      expect(policy[directive]).not.toContain("'unsafe-inline'");
      expect(policy[directive]).not.toContain("'unsafe-eval'");
    }
  });

  it('let each remote’s origin serve its scripts, CSS and manifest', () => {
    const origins = [
      'https://catalog.shop.example.in',
      'https://cart.shop.example.in',
      'https://cdn.example.net',
      'https://admin.shop.example.in',
    ];
    for (const origin of origins) {
      expect(policy['script-src']).toContain(origin);
      expect(policy['style-src']).toContain(origin);
      expect(policy['connect-src']).toContain(origin);
    }
  });

  it('allow the configured API, payment script and frames, uploads, Firebase Auth, chat widget and images', () => {
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        'https://api.shop.example.in',
        'https://api.cloudinary.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://widget.chat.example.com',
      ]),
    );
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(['https://checkout.razorpay.com', 'https://widget.chat.example.com']),
    );
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining(['https://api.razorpay.com', 'https://checkout.razorpay.com']),
    );
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://api.shop.example.in', 'https://res.cloudinary.com']),
    );
    // Nothing the config does not name: no emulator in production, no wildcard.
    expect(production['Content-Security-Policy']).not.toContain('127.0.0.1');
    expect(production['Content-Security-Policy']).not.toMatch(/\s\*|https:(?!\/\/)/);
  });

  it('forbid framing, sniffing and full referrers; HSTS only over https', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(production).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
    const local = pageHeaders({
      html: HTML,
      config: LOCAL_CONFIG,
      remotes: { catalog: 'http://localhost:3001/mf-manifest.json' },
    });
    expect(local['Strict-Transport-Security']).toBeUndefined();
    const localPolicy = csp(local);
    // Locally: the sandbox script on the API, the Auth emulator, no payment frames.
    expect(localPolicy['script-src']).toEqual(
      expect.arrayContaining(['http://localhost:3001', 'http://localhost:4000']),
    );
    expect(localPolicy['connect-src']).toEqual(
      expect.arrayContaining(['http://127.0.0.1:9099', 'http://localhost:4000']),
    );
    expect(localPolicy['frame-src']).toEqual(["'none'"]);
    expect(localPolicy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('find only inline code: no src, no data blocks', () => {
    expect(inlineHashes(HTML)).toEqual({ scripts: [hashOf(EARLY_SCRIPT)], styles: [hashOf(APP_SHELL_CSS)] });
  });
});

describe('the hosts that serve the pages', () => {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
    fs.writeFileSync(path.join(dir, 'index.html'), HTML);
    fs.writeFileSync(path.join(dir, 'main.js'), 'void 0;');
    fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify(LOCAL_CONFIG));
    fs.writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ catalog: 'http://localhost:3001/mf-manifest.json' }),
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('the static host sends them on every page route, follows a remotes.json edit, and sends the base set on files', async () => {
    const server = await startStaticServer({ dir, port: 0 });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const page = await fetch(`${base}/shop/01`);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-security-policy')).toBe(
        pageHeaders({
          html: HTML,
          config: LOCAL_CONFIG,
          remotes: { catalog: 'http://localhost:3001/mf-manifest.json' },
        })['Content-Security-Policy'],
      );
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('strict-transport-security')).toBeNull();

      // A remote moves (a deploy edits remotes.json): the next page allows its new origin.
      fs.writeFileSync(
        path.join(dir, 'remotes.json'),
        JSON.stringify({ catalog: 'https://catalog.example.in/mf-manifest.json' }),
      );
      fs.utimesSync(path.join(dir, 'remotes.json'), new Date(), new Date(Date.now() + 5000));
      const moved = await fetch(`${base}/home`, { headers: { 'x-forwarded-proto': 'https' } });
      const policy = moved.headers.get('content-security-policy') ?? '';
      expect(policy).toContain('https://catalog.example.in');
      expect(policy).not.toContain('http://localhost:3001');
      expect(moved.headers.get('strict-transport-security')).toContain('max-age=');

      const script = await fetch(`${base}/main.js`);
      expect(script.headers.get('x-content-type-options')).toBe('nosniff');
      expect(script.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(script.headers.get('content-security-policy')).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('a CDN gets the same set as a _headers file', () => {
    const text = cdnHeadersFile(dir);
    const expected = pageHeaders({
      html: HTML,
      config: LOCAL_CONFIG,
      remotes: { catalog: 'http://localhost:3001/mf-manifest.json' },
      https: true,
    });
    expect(text.split('\n')).toEqual(
      expect.arrayContaining(['/*', ...Object.entries(expected).map(([name, value]) => `  ${name}: ${value}`)]),
    );
  });
});

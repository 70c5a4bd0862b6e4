/**
 * More than 10,000 generated malformed requests (fast-check) across every route that takes input:
 * bodies of any JSON shape, valid bodies with one field broken or an unknown one added, prototype
 * pollution keys, huge strings, deep nesting, text that is not JSON, wrong content types, and
 * random path parameters and queries. Sent as callers who pass the route's access check, so the
 * input reaches validation and the handler. Not one may answer 5xx.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { makeApp, type AppFixture } from '../test/app-fixture';
import { seedShop } from '../features/checkout/test-support';
import { SECURITY_ENV } from './security-env';
import { ROUTES, type RouteCase } from './route-access';

const BODY_RUNS = 800;
const URL_RUNS = 400;

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/json; charset=latin1',
];

const hostileKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'uid',
  'status',
  'amount',
  'stock',
  'revision',
);

/** A JSON payload object, or raw text with a content type. */
type Malformed = { payload: unknown } | { raw: string; contentType: string };

function malformedBodies(valid: Record<string, unknown>): fc.Arbitrary<Malformed> {
  const keys = Object.keys(valid);
  const field = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileKeys) : hostileKeys;
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((payload) => ({ payload })),
    fc
      .record({ key: field, value: fc.jsonValue({ maxDepth: 3 }) })
      .map(({ key, value }) => ({ payload: { ...valid, [key]: value } })),
    fc
      .record({ key: field })
      .map(({ key }) => ({ payload: Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key)) })),
    fc
      .record({ key: field, size: fc.integer({ min: 5_000, max: 200_000 }) })
      .map(({ key, size }) => ({ payload: { ...valid, [key]: 'x'.repeat(size) } })),
    fc.record({ key: hostileKeys, inner: fc.jsonValue({ maxDepth: 2 }) }).map(({ key, inner }) => ({
      raw: `{${JSON.stringify(key)}:{"polluted":true,"inner":${JSON.stringify(inner ?? null)}},"items":[]}`,
      contentType: 'application/json',
    })),
    fc
      .integer({ min: 1, max: 5_000 })
      .map((depth) => ({ raw: `${'['.repeat(depth)}${']'.repeat(depth)}`, contentType: 'application/json' })),
    fc.string({ maxLength: 300 }).map((raw) => ({ raw, contentType: 'application/json' })),
    fc.record({ raw: fc.string({ maxLength: 300 }), contentType: fc.constantFrom(...CONTENT_TYPES) }),
  );
}

const randomSegment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 200 }),
  fc.constantFrom('..', '%2e%2e', '__proto__', '%00', 'constructor', ' ', '01?x=1', '*', '%ZZ'),
  fc.string({ minLength: 1, maxLength: 20_000 }),
);

const randomQuery = fc.dictionary(
  fc.oneof(fc.constantFrom('limit', 'offset', 'q', 'sort', 'category', '__proto__'), fc.string({ maxLength: 10 })),
  fc.string({ maxLength: 300 }),
  {
    maxKeys: 5,
  },
);

/** The caller who passes each route's access check. */
const tokenFor = (route: RouteCase): string | null =>
  route.access === 'public' ? null : route.access === 'admin' ? 'token-boss' : 'token-asha';

function send(fixture: AppFixture, route: RouteCase, malformed: Malformed) {
  const token = tokenFor(route);
  const headers: Record<string, string> = { ...((route.request.headers as Record<string, string>) ?? {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  const request: InjectOptions = { method: route.request.method, url: route.request.url, headers };
  if ('raw' in malformed) {
    headers['content-type'] = malformed.contentType;
    request.payload = malformed.raw;
  } else {
    headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(malformed.payload);
  }
  return fixture.app.inject(request);
}

const withBody = ROUTES.filter((route) => route.request.payload !== undefined);
const withParams = ROUTES.filter((route) => /:\w+/.test(route.route) || route.route === 'GET /api/products');

describe('security: malformed input never answers 5xx', () => {
  let fixture: AppFixture;
  let sent = 0;
  beforeAll(async () => {
    fixture = makeApp({ env: SECURITY_ENV, deleteAuthAccount: async () => 'not-found' });
    await seedShop(fixture);
    for (const [uid, role] of [
      ['asha', 'User'],
      ['boss', 'Admin'],
    ] as const) {
      await fixture.storage.users.create({
        uid,
        displayName: uid,
        email: `${uid}@example.com`,
        emailVerified: true,
        role,
      });
    }
  });
  afterAll(() => fixture.close());

  it.each(withBody.map((route) => [route.route, route] as const))(
    '%s: generated bodies',
    async (_name, route) => {
      const valid =
        typeof route.request.payload === 'object' && route.request.payload !== null
          ? (route.request.payload as Record<string, unknown>)
          : {};
      await fc.assert(
        fc.asyncProperty(malformedBodies(valid), async (malformed) => {
          sent += 1;
          const response = await send(fixture, route, malformed);
          return response.statusCode < 500;
        }),
        { numRuns: BODY_RUNS },
      );
    },
    120_000,
  );

  it.each(withParams.map((route) => [route.route, route] as const))(
    '%s: generated path parameters and queries',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(randomSegment, randomQuery, async (segment, query) => {
          sent += 1;
          const path = route.route.split(' ')[1]!.replace(/:\w+/g, encodeURIComponent(segment));
          const search = new URLSearchParams(query).toString();
          const token = tokenFor(route);
          const response = await fixture.app.inject({
            method: route.request.method,
            url: search ? `${path}?${search}` : path,
            headers: token ? { authorization: `Bearer ${token}` } : {},
            ...(route.request.payload === undefined ? {} : { payload: route.request.payload }),
          });
          return response.statusCode < 500;
        }),
        { numRuns: URL_RUNS },
      );
    },
    120_000,
  );

  it('sent more than 10,000 requests, and no object prototype was polluted', () => {
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('inner');
  });
});

import type { ApiErrorBody } from 'shared-contracts';
import { API_PATHS } from 'shared-contracts';
import { makeApp, type AppFixture } from './test/app-fixture';
import type { StoragePort } from './storage/port';

const asUser = (uid: string) => ({ authorization: `Bearer token-${uid}` });

describe('the app: validation, errors, CORS, request ids', () => {
  let fixture: AppFixture;
  beforeAll(() => {
    fixture = makeApp();
  });
  afterAll(() => fixture.close());

  const postUser = (payload: unknown, headers: Record<string, string> = asUser('u1')) =>
    fixture.app.inject({ method: 'POST', url: API_PATHS.users, headers, payload: payload as object });

  it('rejects an unknown field, naming it', async () => {
    const response = await postUser({ displayName: 'Asha', nickname: 'A' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: "body has an unknown field 'nickname'",
    });
  });

  it('explains a too-short, too-long, missing or blank displayName', async () => {
    expect((await postUser({ displayName: '' })).json<ApiErrorBody>().message).toBe(
      'body/displayName must NOT have fewer than 1 characters',
    );
    expect((await postUser({ displayName: 'x'.repeat(61) })).json<ApiErrorBody>().message).toBe(
      'body/displayName must NOT have more than 60 characters',
    );
    expect((await postUser({})).json<ApiErrorBody>().message).toBe("body must have required property 'displayName'");
    const blank = await postUser({ displayName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ApiErrorBody>().message).toBe('body/displayName must not be blank');
    expect(await fixture.storage.users.get('u1')).toBeNull();
  });

  it('does not coerce types: a number, boolean, array or null displayName is refused', async () => {
    for (const displayName of [123, true, ['x'], null]) {
      const response = await postUser({ displayName }, asUser('types'));
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().message).toBe('body/displayName must be string');
    }
    expect(await fixture.storage.users.get('types')).toBeNull();
  });

  it('trims the displayName', async () => {
    const response = await postUser({ displayName: '  Asha  ' }, asUser('trim'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ uid: 'trim', displayName: 'Asha', role: 'User' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await fixture.app.inject({
      method: 'POST',
      url: API_PATHS.users,
      headers: { ...asUser('u1'), 'content-type': 'application/json' },
      payload: '{"displayName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON.',
    });
  });

  it('checks the token before the body', async () => {
    const response = await postUser({ role: 'Admin' }, {});
    expect(response.statusCode).toBe(401);
  });

  it('answers unknown routes with JSON 404', async () => {
    const response = await fixture.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/nope not found',
    });
  });

  it('allows the apps’ origins with Authorization and Content-Type, and no others', async () => {
    const preflight = await fixture.app.inject({
      method: 'OPTIONS',
      url: API_PATHS.users,
      headers: {
        origin: 'http://localhost:3003',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3003');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Content-Type/);
    expect(String(preflight.headers['access-control-allow-methods'])).toBe('GET, POST, PUT, PATCH, DELETE');

    const foreign = await fixture.app.inject({
      method: 'GET',
      url: API_PATHS.health,
      headers: { origin: 'https://evil.example.com' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives every answer a request id, keeping a sane one sent by the caller', async () => {
    const own = await fixture.app.inject({
      method: 'GET',
      url: API_PATHS.health,
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(own.headers['x-request-id']).toBe('abc-123');
    const made = await fixture.app.inject({
      method: 'GET',
      url: API_PATHS.health,
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the app: unexpected failures', () => {
  it('answers 500 with a generic message, never the internal error', async () => {
    const base = makeApp();
    const broken: StoragePort = {
      ...base.storage,
      users: {
        ...base.storage.users,
        get: async () => {
          throw new Error('disk on fire at /secret/path');
        },
      },
    };
    const fixture = makeApp({ storage: broken });
    try {
      const response = await fixture.app.inject({ method: 'GET', url: API_PATHS.me, headers: asUser('u1') });
      expect(response.statusCode).toBe(500);
      expect(response.json<ApiErrorBody>()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await fixture.close();
      await base.close();
    }
  });
});

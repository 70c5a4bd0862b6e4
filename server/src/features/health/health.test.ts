import type { HealthResponse } from 'shared-contracts';
import { API_PATHS } from 'shared-contracts';
import { makeApp, type AppFixture } from '../../test/app-fixture';

describe('GET /api/health', () => {
  let fixture: AppFixture;
  beforeAll(() => {
    fixture = makeApp();
  });
  afterAll(() => fixture.close());

  it('answers ok with the uptime and the storage kind, no sign-in needed', async () => {
    const response = await fixture.app.inject({ method: 'GET', url: API_PATHS.health });
    expect(response.statusCode).toBe(200);
    const body = response.json<HealthResponse>();
    expect(body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number), storage: 'sqlite' });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});

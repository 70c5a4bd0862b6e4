/** The review write limit per address counts an IPv6 visitor by its /64, as the API's global limit does. */
import type { ApiErrorBody } from 'shared-contracts';
import { REVIEW_API_PATHS, REVIEW_MESSAGES } from 'shared-contracts/catalogue';
import type { AppFixture } from '../../test/app-fixture';
import { DEFAULT_REVIEW_WRITE_LIMITS } from './reviewAccess';
import { REVIEW, reviewsApp } from './test-support';

describe('review writes from IPv6 visitors', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = await reviewsApp();
  });
  afterEach(() => fixture.close());

  const postFrom = (remoteAddress: string) =>
    fixture.app.inject({ method: 'POST', url: REVIEW_API_PATHS.reviews('07'), remoteAddress, payload: REVIEW });

  it('a visitor moving through the addresses of its /64 meets the same limit; another /64 does not', async () => {
    for (let i = 1; i <= DEFAULT_REVIEW_WRITE_LIMITS.perIp; i += 1)
      expect((await postFrom(`2001:db8:aa:bb::${i.toString(16)}`)).statusCode).toBe(201);
    const next = await postFrom('2001:db8:aa:bb:1234::99');
    expect(next.statusCode).toBe(429);
    expect(next.json<ApiErrorBody>().message).toBe(REVIEW_MESSAGES.rateLimited);
    expect((await postFrom('2001:db8:aa:bc::1')).statusCode).toBe(201);
  });
});

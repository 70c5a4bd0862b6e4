/**
 * Helpers for the reviews tests: an app with the seed catalogue (and its seed reviews), an admin
 * account, and review calls as a visitor (uid null) or a signed-in shopper.
 */
import type { InjectOptions } from 'fastify';
import type { CatalogueProduct } from 'shared-contracts';
import { REVIEW_API_PATHS } from 'shared-contracts/catalogue';
import { as, seedShop } from '../checkout/test-support';
import { makeApp, type AppFixture } from '../../test/app-fixture';

export const ADMIN = 'boss';

/** `env` is added to the app's settings (e.g. REVIEWS_VISITOR_MODERATION). */
export async function reviewsApp(env: Record<string, string> = {}): Promise<AppFixture> {
  const fixture = makeApp({ env });
  await seedShop(fixture);
  await fixture.storage.users.create({
    uid: ADMIN,
    displayName: 'Boss',
    email: 'boss@example.com',
    emailVerified: true,
    role: 'Admin',
  });
  return fixture;
}

const headers = (uid: string | null): InjectOptions['headers'] => (uid ? as(uid) : {});

export const postReview = (fixture: AppFixture, uid: string | null, productId: string, payload: object) =>
  fixture.app.inject({ method: 'POST', url: REVIEW_API_PATHS.reviews(productId), headers: headers(uid), payload });

export const editReview = (
  fixture: AppFixture,
  uid: string | null,
  productId: string,
  reviewId: string,
  payload: object,
) =>
  fixture.app.inject({
    method: 'PATCH',
    url: REVIEW_API_PATHS.review(productId, reviewId),
    headers: headers(uid),
    payload,
  });

export const deleteReview = (fixture: AppFixture, uid: string | null, productId: string, reviewId: string) =>
  fixture.app.inject({ method: 'DELETE', url: REVIEW_API_PATHS.review(productId, reviewId), headers: headers(uid) });

export const listReviews = (fixture: AppFixture, productId: string, { uid = null as string | null, query = '' } = {}) =>
  fixture.app.inject({ method: 'GET', url: `${REVIEW_API_PATHS.reviews(productId)}${query}`, headers: headers(uid) });

export const moderate = (
  fixture: AppFixture,
  uid: string | null,
  productId: string,
  reviewId: string,
  hidden: boolean,
) =>
  fixture.app.inject({
    method: 'PATCH',
    url: REVIEW_API_PATHS.moderate(productId, reviewId),
    headers: headers(uid),
    payload: { hidden },
  });

/** An admin's approve or reject of a review held for approval. */
export const decide = (
  fixture: AppFixture,
  uid: string | null,
  decision: 'approve' | 'reject',
  productId: string,
  reviewId: string,
) =>
  fixture.app.inject({ method: 'POST', url: REVIEW_API_PATHS[decision](productId, reviewId), headers: headers(uid) });

/** The product as GET /api/products/{id} answers it now. */
export async function productNow(fixture: AppFixture, id: string): Promise<CatalogueProduct> {
  const response = await fixture.app.inject({ method: 'GET', url: `/api/products/${id}` });
  return response.json<CatalogueProduct>();
}

export const REVIEW = { name: 'Asha Rao', text: 'Sturdy and good looking.', rating: 5 };

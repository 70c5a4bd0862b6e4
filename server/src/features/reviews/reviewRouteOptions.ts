/** What every reviews route is given (one repository and one rate limiter for the whole app). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentStore, UsersRepository } from '../../storage/port';
import type { ProductsRepository } from '../products/productsRepository';
import type { ReviewsRepository } from './reviewsRepository';

export interface ReviewRouteOptions {
  reviews: ReviewsRepository;
  products: Pick<ProductsRepository, 'snapshot'>;
  /** Orders are read for "verified purchase". */
  docs: Pick<DocumentStore, 'query' | 'count'>;
  users: Pick<UsersRepository, 'get'>;
  /** Hold a visitor's review for the admin's approval (REVIEWS_VISITOR_MODERATION). */
  holdVisitorReviews: boolean;
  /** preHandler limiting review writes (reviewWriteLimit). */
  writeLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from 'shared-contracts/toast';
import { REVIEW_API_PATHS, type ReviewPage, type ReviewView } from 'shared-contracts/catalogue';
import { mockApi, type Answer } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { ReviewsModeration } from './ReviewsModeration';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const review = (id: string, extra: Partial<ReviewView> = {}): ReviewView => ({
  id,
  productId: '07',
  name: 'Meera',
  rating: 5,
  text: 'Sturdy and handsome.',
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
  verifiedPurchase: false,
  mine: false,
  hidden: false,
  ...extra,
});

const MEERA = review('r1', { verifiedPurchase: true });
const SPAM = review('r2', { name: 'Spammer', rating: 1, text: '<b>Buy cheap sofas</b> at example.com', hidden: true });
const RAVI = review('r3', { name: 'Ravi', rating: 4, text: 'Good.' });

const listRequest = (offset = 0) => `GET ${REVIEW_API_PATHS.adminList('07')}?limit=10&offset=${offset}`;
const pageOf = (reviews: ReviewView[], total = reviews.length, offset = 0): { body: ReviewPage } => ({
  body: {
    reviews,
    total,
    limit: 10,
    offset,
    avgRating: 4.5,
    reviewCount: total - reviews.filter((r) => r.hidden).length,
  },
});

function setup(routes: Record<string, Answer> = {}) {
  const api = mockApi({ [listRequest()]: pageOf([MEERA, SPAM, RAVI]), ...routes });
  renderAdmin(<ReviewsModeration productId="07" />, { path: '/dashboard/products/07', auth: SIGNED_IN_ADMIN });
  return { api, user: userEvent.setup() };
}

const itemOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'strong' })).closest('li') as HTMLElement;

describe('ReviewsModeration', () => {
  beforeEach(() => jest.mocked(showToast).mockClear());

  it('lists every review, hidden ones marked, the text shown as text', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…');
    const meera = await itemOf('Meera');
    expect(meera).toHaveTextContent('Rated 5 of 5');
    expect(within(meera).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(meera).queryByText('Hidden')).not.toBeInTheDocument();
    const spam = await itemOf('Spammer');
    expect(within(spam).getByText('Hidden')).toBeInTheDocument();
    expect(within(spam).getByText('<b>Buy cheap sofas</b> at example.com')).toBeInTheDocument();
    expect(spam.querySelector('b')).toBeNull();
    expect(within(spam).getByRole('button', { name: 'Show review by Spammer' })).toHaveTextContent('Show');
    expect(within(meera).getByRole('button', { name: 'Hide review by Meera' })).toHaveTextContent('Hide');
    expect(screen.getByText('3 reviews in all; shoppers see 2 (average 4.5 of 5).')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).not.toBeInTheDocument();
  });

  it('hides and shows a review', async () => {
    const { api, user } = setup({
      [`PATCH ${REVIEW_API_PATHS.moderate('07', 'r1')}`]: { body: {} },
      [`PATCH ${REVIEW_API_PATHS.moderate('07', 'r2')}`]: { body: {} },
    });
    const meera = await itemOf('Meera');
    await user.click(within(meera).getByRole('button', { name: 'Hide review by Meera' }));
    await waitFor(() => expect(within(meera).getByText('Hidden')).toBeInTheDocument());
    expect(api.bodyOf(`PATCH ${REVIEW_API_PATHS.moderate('07', 'r1')}`)).toEqual({ hidden: true });
    expect(showToast).toHaveBeenCalledWith('success', 'Review hidden: shoppers no longer see it.');

    const spam = await itemOf('Spammer');
    await user.click(within(spam).getByRole('button', { name: 'Show review by Spammer' }));
    await waitFor(() => expect(within(spam).queryByText('Hidden')).not.toBeInTheDocument());
    expect(api.bodyOf(`PATCH ${REVIEW_API_PATHS.moderate('07', 'r2')}`)).toEqual({ hidden: false });
    expect(showToast).toHaveBeenCalledWith('success', 'Review shown again.');
  });

  it('says so when a change is refused, and the review stays as it was', async () => {
    const { user } = setup({
      [`PATCH ${REVIEW_API_PATHS.moderate('07', 'r1')}`]: {
        status: 403,
        body: { message: 'Only admins can do this.' },
      },
    });
    const meera = await itemOf('Meera');
    await user.click(within(meera).getByRole('button', { name: 'Hide review by Meera' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'The review was not changed: Only admins can do this.'),
    );
    expect(within(meera).queryByText('Hidden')).not.toBeInTheDocument();
  });

  it('approves a visitor’s review awaiting approval (it then counts), or rejects one (it is gone)', async () => {
    const HELD = review('r4', { name: 'Visitor', rating: 2, text: 'Meh.', awaitingApproval: true });
    const STUFFED = review('r5', { name: 'Stuffer', rating: 5, text: 'Best!!!', awaitingApproval: true });
    const { api, user } = setup({
      [listRequest()]: pageOf([HELD, STUFFED, MEERA]),
      [`POST ${REVIEW_API_PATHS.approve('07', 'r4')}`]: {
        body: { review: { ...HELD, awaitingApproval: false }, avgRating: 3.5, reviewCount: 2 },
      },
      [`POST ${REVIEW_API_PATHS.reject('07', 'r5')}`]: { body: { deleted: true, avgRating: 3.5, reviewCount: 2 } },
    });
    const held = await itemOf('Visitor');
    expect(within(held).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(held).queryByRole('button', { name: 'Hide review by Visitor' })).not.toBeInTheDocument();
    expect(within(await itemOf('Meera')).queryByText('Awaiting approval')).not.toBeInTheDocument();

    await user.click(within(held).getByRole('button', { name: 'Approve review by Visitor' }));
    await waitFor(() => expect(within(held).queryByText('Awaiting approval')).not.toBeInTheDocument());
    expect(api.calls()).toContain(`POST ${REVIEW_API_PATHS.approve('07', 'r4')}`);
    expect(showToast).toHaveBeenCalledWith('success', 'Review approved: shoppers see it and it counts in the rating.');
    expect(screen.getByText('3 reviews in all; shoppers see 2 (average 3.5 of 5).')).toBeInTheDocument();
    expect(within(held).getByRole('button', { name: 'Hide review by Visitor' })).toBeInTheDocument();

    api.set(listRequest(), pageOf([{ ...HELD, awaitingApproval: false }, MEERA]));
    await user.click(within(await itemOf('Stuffer')).getByRole('button', { name: 'Reject review by Stuffer' }));
    await waitFor(() => expect(screen.queryByText('Stuffer', { selector: 'strong' })).not.toBeInTheDocument());
    expect(api.calls()).toContain(`POST ${REVIEW_API_PATHS.reject('07', 'r5')}`);
    expect(showToast).toHaveBeenCalledWith('success', 'Review rejected and removed.');
  });

  it('deletes a review after confirmation and reloads the list', async () => {
    const { api, user } = setup({ [`DELETE ${REVIEW_API_PATHS.review('07', 'r2')}`]: { status: 204 } });
    const spam = await itemOf('Spammer');
    await user.click(within(spam).getByRole('button', { name: 'Delete review by Spammer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the review by Spammer?' });
    api.set(listRequest(), pageOf([MEERA, RAVI]));
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(screen.queryByText('Spammer', { selector: 'strong' })).not.toBeInTheDocument());
    expect(api.calls()).toContain(`DELETE ${REVIEW_API_PATHS.review('07', 'r2')}`);
    expect(showToast).toHaveBeenCalledWith('success', 'Review deleted.');
    expect(screen.getByText('2 reviews in all; shoppers see 2 (average 4.5 of 5).')).toBeInTheDocument();
  });

  it('pages through the reviews', async () => {
    const first = Array.from({ length: 10 }, (_, i) => review(`a${i}`, { name: `Shopper ${i}` }));
    const { user } = setup({ [listRequest()]: pageOf(first, 12), [listRequest(10)]: pageOf([RAVI, MEERA], 12, 10) });
    await itemOf('Shopper 0');
    const pager = screen.getByRole('navigation', { name: 'Review pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await itemOf('Ravi')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Review pages' })).toHaveTextContent('Page 2 of 2');
  });

  it('degrades to an error with Retry when the reviews API is not there', async () => {
    const { api, user } = setup({
      [listRequest()]: {
        status: 404,
        body: { message: 'Route GET:/api/admin/products/07/reviews?limit=10&offset=0 not found' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the reviews: Route GET:/api/admin/products/07/reviews?limit=10&offset=0 not found',
    );
    api.set(listRequest(), pageOf([]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { showToast } from 'shared-contracts/toast';
import { REVIEW_MESSAGES } from 'shared-contracts/catalogue';
import { AuthContext, ConfigContext, DEFAULT_CONFIG, SIGNED_OUT, type AuthContextValue } from 'shared-contracts/react';
import { fakeReviewsServer, review, TEST_API, type FakeReviewsServer } from '../test/fakeReviewsServer';
import { CatalogueQueries } from '../../catalogue/components/CatalogueQueries';
import { resetCatalogue } from '../../../test/freshCatalogue';
import { useReviewSummary } from '../hooks/useReviewSummary';
import { ProductReviews } from './ProductReviews';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const asha: AuthContextValue = {
  ...SIGNED_OUT,
  user: { uid: 'asha', email: 'asha@example.in', displayName: 'Asha Rao', emailVerified: true, photoURL: null },
  role: 'User',
  getIdToken: async () => 'token-asha',
};

/** Newest first: r<count> … r1. */
const reviewsNewestFirst = (count: number) => Array.from({ length: count }, (_, i) => review(count - i));

/** What the rating above the tabs would show (the product page reads the same store). */
function SummaryProbe() {
  const summary = useReviewSummary('p1');
  return <output data-testid="summary">{summary ? `${summary.avgRating}/${summary.reviewCount}` : 'none'}</output>;
}

let server: FakeReviewsServer;
function renderReviews(
  seed: ReturnType<typeof review>[],
  auth: AuthContextValue = SIGNED_OUT,
  authors: Record<string, string> = {},
  before: (fake: FakeReviewsServer) => void = () => undefined,
  options: Parameters<typeof fakeReviewsServer>[2] = {},
) {
  server = fakeReviewsServer(seed, authors, options);
  before(server);
  globalThis.fetch = server.fetch as typeof fetch;
  return render(
    <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, apiBaseUrl: TEST_API }}>
      <AuthContext.Provider value={auth}>
        <CatalogueQueries>
          <ProductReviews productId="p1" />
          <SummaryProbe />
        </CatalogueQueries>
      </AuthContext.Provider>
    </ConfigContext.Provider>,
  );
}

const list = () => screen.getByRole('list', { name: 'Reviews' });
const shownNames = () =>
  within(list())
    .getAllByRole('article')
    .map((item) => within(item).getByText(/^Shopper|^Asha|^Ravi|^Meera/).textContent);

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  { name, text, stars }: { name?: string; text?: string; stars?: number },
) {
  if (name !== undefined) {
    await user.clear(screen.getByLabelText('Name'));
    if (name) await user.type(screen.getByLabelText('Name'), name);
  }
  if (text !== undefined) await user.type(screen.getByLabelText('Message'), text);
  if (stars) await user.click(screen.getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'}` }));
}

beforeEach(() => {
  resetCatalogue();
  jest.mocked(showToast).mockClear();
});

describe('the reviews list', () => {
  it('shows a skeleton, then 10 reviews newest first with the summary, and 10 more on "Show more reviews" (announced)', async () => {
    const user = userEvent.setup();
    renderReviews(reviewsNewestFirst(23));
    expect(screen.getByText('Loading reviews…')).toBeInTheDocument();

    expect(await screen.findByRole('list', { name: 'Reviews' })).toBeInTheDocument();
    expect(shownNames()).toEqual(Array.from({ length: 10 }, (_, i) => `Shopper ${23 - i}`));
    expect(screen.getByText('(23 reviews)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary')).toHaveTextContent('4/23'));
    expect(server.calls()).toContain('GET /api/products/p1/reviews?limit=10&offset=0');

    const more = screen.getByRole('button', { name: 'Show more reviews' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(20));
    expect(server.calls()).toContain('GET /api/products/p1/reviews?limit=10&offset=10');
    expect(await screen.findByText('Showing 20 of 23 reviews.')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    // The button went with the last page: focus moves on to the first review it brought.
    expect(within(list()).getAllByRole('listitem')[20]).toHaveFocus();
    expect(shownNames().at(-1)).toBe('Shopper 1');
  });

  it('shows each review with its stars, date, text and the "Verified purchase" badge when earned', async () => {
    renderReviews([
      review(2, { name: 'Meera', rating: 5, verifiedPurchase: true, text: 'Solid teak.' }),
      review(1, { name: 'Ravi', rating: 2 }),
    ]);
    const meera = await screen.findByRole('article', { name: 'Review by Meera' });
    expect(within(meera).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(meera).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(meera).getByText('Solid teak.')).toBeInTheDocument();
    expect(within(meera).getByText('3 Jan 2026')).toHaveAttribute('datetime', review(2).createdAt);
    const ravi = screen.getByRole('article', { name: 'Review by Ravi' });
    expect(within(ravi).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(within(ravi).queryByText('Verified purchase')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('renders a review with markup as plain text', async () => {
    const markup = '<script>window.hacked = true</script><b>bold</b>';
    renderReviews([review(1, { text: markup })]);
    const item = await screen.findByRole('article', { name: 'Review by Shopper 1' });
    expect(within(item).getByText(markup)).toBeInTheDocument();
    expect(item.querySelector('script, b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says there are no reviews yet', async () => {
    renderReviews([]);
    expect(await screen.findByText('No reviews yet. Be the first to review this product.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reviews' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary')).toHaveTextContent('0/0'));
  });

  it("shows the server's error with Retry, which loads the reviews", async () => {
    const user = userEvent.setup();
    renderReviews([review(1)], SIGNED_OUT, {}, (fake) =>
      fake.failNext('GET', 503, 'The shop is busy, try again shortly.'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Reviews could not be loaded. The shop is busy, try again shortly.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Review by Shopper 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the shown reviews when "Show more reviews" fails, and tries again', async () => {
    const user = userEvent.setup();
    renderReviews(reviewsNewestFirst(12));
    await screen.findByRole('list', { name: 'Reviews' });
    server.failNext('GET', 500, 'Storage did not answer.');
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More reviews could not be loaded. Storage did not answer.',
    );
    expect(within(list()).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(12));
  });
});

describe('posting a review', () => {
  it("refuses an incomplete review with the spec's message and sends nothing", async () => {
    const user = userEvent.setup();
    renderReviews([]);
    await screen.findByText('No reviews yet. Be the first to review this product.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.reviewInvalid);
    await fillForm(user, { name: 'Asha', text: 'Sturdy and warm.' });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.reviewInvalid); // still no rating
    expect(screen.getByRole('group', { name: 'Rating' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('posts as a visitor: toast, the review on top, the summary updated, the form cleared', async () => {
    const user = userEvent.setup();
    renderReviews([review(1, { rating: 2 })], SIGNED_OUT, {}, undefined, { holdVisitorReviews: false });
    await screen.findByRole('list', { name: 'Reviews' });
    expect(screen.getByText(/cannot be edited or deleted later/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await fillForm(user, { name: '  Ravi ', text: 'Lovely grain.', stars: 5 });
    expect(screen.getByText('13/1000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByRole('article', { name: 'Review by Ravi' })).toBeInTheDocument();
    const posted = server.fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(posted[1]!.body))).toEqual({ name: 'Ravi', text: 'Lovely grain.', rating: 5 });
    expect(showToast).toHaveBeenCalledWith('success', MESSAGES.reviewSubmitted);
    expect(shownNames()).toEqual(['Ravi', 'Shopper 1']);
    expect(screen.getByText('(2 reviews)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary')).toHaveTextContent('3.5/2'));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
    // A visitor gets no edit: the form stays for another review.
    expect(screen.queryByRole('button', { name: 'Edit your review' })).not.toBeInTheDocument();
  });

  it('posts as a visitor to a shop that approves visitors’ reviews: shown to them as awaiting approval, not counted', async () => {
    const user = userEvent.setup();
    renderReviews([review(1, { rating: 2 })]);
    await screen.findByRole('list', { name: 'Reviews' });
    await fillForm(user, { name: 'Ravi', text: 'Lovely grain.', stars: 5 });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    const mine = await screen.findByRole('article', { name: 'Review by Ravi' });
    expect(within(mine).getByText('Awaiting approval')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('success', MESSAGES.reviewSubmitted);
    expect(shownNames()).toEqual(['Ravi', 'Shopper 1']);
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary')).toHaveTextContent('2/1'));
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it.each([
    [409, REVIEW_MESSAGES.alreadyReviewed],
    [429, REVIEW_MESSAGES.rateLimited],
    [400, REVIEW_MESSAGES.textTooLong],
  ])("shows the server's %i message as it comes and keeps what was typed", async (status, message) => {
    const user = userEvent.setup();
    renderReviews([]);
    await screen.findByText('No reviews yet. Be the first to review this product.');
    server.failNext('POST', status, message);
    await fillForm(user, { name: 'Asha', text: 'Again?', stars: 3 });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Message')).toHaveValue('Again?');
    expect(showToast).not.toHaveBeenCalled();
    expect(screen.getByText('No reviews yet. Be the first to review this product.')).toBeInTheDocument();
  });
});

describe('a signed-in shopper', () => {
  it("prefills the name, and after posting shows their review with Edit in the form's place", async () => {
    const user = userEvent.setup();
    renderReviews([review(1)], asha);
    await screen.findByRole('list', { name: 'Reviews' });
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.queryByText(/cannot be edited or deleted later/)).not.toBeInTheDocument();
    await fillForm(user, { text: 'Mine now.', stars: 4 });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    const own = await screen.findByRole('region', { name: 'Your review' });
    expect(within(own).getByText('Mine now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
    expect(within(list()).getAllByText('Your review')).toHaveLength(1);
    const sent = server.fetch.mock.calls.find(([, init]) => init?.method === 'POST')![1]!;
    expect((sent.headers as Record<string, string>).authorization).toBe('Bearer token-asha');
  });

  it('is shown their review in place of the form when the server says they reviewed already (409)', async () => {
    const user = userEvent.setup();
    renderReviews([review(2, { name: 'Asha Rao', text: 'From my phone.' })], asha, { r2: 'asha' }, (fake) =>
      fake.failNext('GET', 503, 'Busy.', '/mine'),
    );
    // The first check failed, so the form shows; the server still refuses a second review.
    await user.type(await screen.findByLabelText('Message'), 'From my laptop.');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    const own = await screen.findByRole('region', { name: 'Your review' });
    expect(within(own).getByText('From my phone.')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('info', REVIEW_MESSAGES.alreadyReviewed);
  });

  it('edits their review: the list, the summary and their panel follow', async () => {
    const user = userEvent.setup();
    renderReviews([review(2, { name: 'Asha Rao', rating: 2, text: 'Wobbly.' }), review(1, { rating: 4 })], asha, {
      r2: 'asha',
    });
    const own = await screen.findByRole('region', { name: 'Your review' });
    expect(server.calls()).toContain('GET /api/products/p1/reviews/mine');
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();

    await user.click(within(own).getByRole('button', { name: 'Edit your review' }));
    expect(screen.getByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Message')).toHaveValue('Wobbly.');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await user.clear(screen.getByLabelText('Message'));
    await fillForm(user, { text: 'Fixed after a tightening: solid.', stars: 5 });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const updated = await screen.findByRole('region', { name: 'Your review' });
    expect(within(updated).getByText('Fixed after a tightening: solid.')).toBeInTheDocument();
    expect(within(updated).getByRole('button', { name: 'Edit your review' })).toHaveFocus();
    const item = within(list()).getByRole('article', { name: 'Review by Asha Rao' });
    expect(within(item).getByText('Fixed after a tightening: solid.')).toBeInTheDocument();
    expect(within(item).getByText('(edited)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary')).toHaveTextContent('4.5/2'));
    expect(showToast).toHaveBeenCalledWith('success', 'Review updated');
    const patch = server.fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toBe(`${TEST_API}/api/products/p1/reviews/r2`);
  });

  it.each([
    ['with the new figures in its answer', true],
    ['with an empty answer (the reviews are read again, with their figures)', false],
  ])('deletes their review after confirming, and gets the form back: %s', async (_, deleteAnswersFigures) => {
    const user = userEvent.setup();
    renderReviews(
      [review(2, { name: 'Asha Rao', rating: 2 }), review(1, { rating: 4 })],
      asha,
      { r2: 'asha' },
      undefined,
      { deleteAnswersFigures },
    );
    const own = await screen.findByRole('region', { name: 'Your review' });

    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('group', { name: 'Delete your review? This cannot be undone.' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.calls().filter((call) => call.startsWith('DELETE'))).toEqual([]);

    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    const listReads = () => server.calls().filter((call) => call === 'GET /api/products/p1/reviews?limit=10&offset=0');
    const readsBefore = listReads().length;
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('button', { name: 'Submit review' })).toBeInTheDocument();
    expect(server.calls()).toContain('DELETE /api/products/p1/reviews/r2');
    expect(shownNames()).toEqual(['Shopper 1']);
    expect(showToast).toHaveBeenCalledWith('success', 'Review deleted');
    await waitFor(() => expect(screen.getByTestId('summary')).toHaveTextContent('4/1'));
    expect(listReads().length).toBe(readsBefore + (deleteAnswersFigures ? 0 : 1));
  });

  it("shows the server's message when the delete is refused", async () => {
    const user = userEvent.setup();
    renderReviews([review(2, { name: 'Asha Rao' })], asha, { r2: 'asha' });
    const own = await screen.findByRole('region', { name: 'Your review' });
    server.failNext('DELETE', 404, REVIEW_MESSAGES.notFound);
    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.notFound);
  });
});

import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import userEvent from '@testing-library/user-event';
import { DELIVERY_CHECK_TEXT, PINCODE_MESSAGES, REMEMBERED_PINCODE_KEY } from 'shared-contracts/delivery';
import { ConfigContext, DEFAULT_CONFIG } from 'shared-contracts/react';
import { PincodeCheck } from './PincodeCheck';

const TEST_API = 'http://api.test';
const SERVED =
  'Deliver to 560034: by Sat 5 Dec \u2013 Fri 11 Dec \u00b7 Free delivery \u00b7 Cash on delivery available';
const UNSERVED = 'Sorry, we do not deliver to 744101 yet. Please try another pincode or contact us.';

/** Just what the API client reads of a Response (jsdom has no Response class). */
const answer = (body: unknown, status = 200): Response =>
  ({ ok: status < 400, status, text: async () => JSON.stringify(body) }) as Response;

function quote(pincode: string, deliverable: boolean, message: string) {
  return { pincode, deliverable, message };
}

let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = jest.fn(async (url: string) => {
    const pincode = /\/api\/delivery\/(\d+)/.exec(url)?.[1];
    if (pincode === '560034') return answer(quote('560034', true, SERVED));
    if (pincode === '744101') return answer(quote('744101', false, UNSERVED));
    if (pincode === '110001') return answer({ statusCode: 429, message: 'Rate limit exceeded' }, 429);
    throw new TypeError('Failed to fetch');
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function renderCheck() {
  return render(
    <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, apiBaseUrl: TEST_API }}>
      <PincodeCheck productId="chair 1" />
    </ConfigContext.Provider>,
  );
}

const field = () => screen.getByRole('textbox', { name: DELIVERY_CHECK_TEXT.label });

it('checks a valid pincode for one of this product on Enter, shows the answer in a live region and remembers it', async () => {
  const user = userEvent.setup();
  renderCheck();
  expect(screen.getByRole('heading', { name: DELIVERY_CHECK_TEXT.heading })).toBeInTheDocument();
  expect(field()).toHaveAttribute('inputmode', 'numeric');
  await user.type(field(), '560034{Enter}');
  expect(await screen.findByText(SERVED)).toBeInTheDocument();
  expect(screen.getByRole('status', { name: DELIVERY_CHECK_TEXT.heading })).toHaveTextContent(SERVED);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]?.[0]).toBe(`${TEST_API}/api/delivery/560034?productId=chair+1&quantity=1`);
  expect(localStorage.getItem(REMEMBERED_PINCODE_KEY)).toBe('560034');
});

it('refuses an invalid pincode with the PIN rule, asks nothing and remembers nothing', async () => {
  const user = userEvent.setup();
  renderCheck();
  await user.type(field(), '05603{Enter}');
  expect(screen.getByRole('status', { name: DELIVERY_CHECK_TEXT.heading })).toHaveTextContent(PINCODE_MESSAGES.invalid);
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(localStorage.getItem(REMEMBERED_PINCODE_KEY)).toBeNull();
});

it('pre-fills the remembered pincode and shows its answer without a click', async () => {
  localStorage.setItem(REMEMBERED_PINCODE_KEY, '560034');
  renderCheck();
  expect(await screen.findByText(SERVED)).toBeInTheDocument();
  expect(field()).toHaveValue('560034');
});

it('says an unserved pincode is not served, and that the cart is still open', async () => {
  const user = userEvent.setup();
  renderCheck();
  await user.type(field(), '744101');
  await user.click(screen.getByRole('button', { name: DELIVERY_CHECK_TEXT.submit }));
  expect(await screen.findByText(UNSERVED)).toBeInTheDocument();
  expect(screen.getByText(DELIVERY_CHECK_TEXT.advice)).toBeInTheDocument();
});

it('explains a rate limit and a lost connection, and tries again on request', async () => {
  const user = userEvent.setup();
  renderCheck();
  await user.type(field(), '110001{Enter}');
  expect(await screen.findByText(DELIVERY_CHECK_TEXT.tooManyChecks, { exact: false })).toBeInTheDocument();
  await user.clear(field());
  await user.type(field(), '999999{Enter}');
  expect(await screen.findByText(DELIVERY_CHECK_TEXT.offline, { exact: false })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(DELIVERY_CHECK_TEXT.offline, { exact: false })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it('keeps a pincode typed into the server-rendered box before hydration over the remembered one', async () => {
  localStorage.setItem(REMEMBERED_PINCODE_KEY, '560034');
  const page = (
    <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, apiBaseUrl: TEST_API }}>
      <PincodeCheck productId="chair 1" />
    </ConfigContext.Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const box = within(container).getByRole<HTMLInputElement>('textbox', { name: DELIVERY_CHECK_TEXT.label });
  box.value = '744101';
  box.dispatchEvent(new Event('input', { bubbles: true }));
  const consoleError = jest.spyOn(console, 'error');

  const root = await act(async () => hydrateRoot(container, page));
  expect(box).toHaveValue('744101');
  // Typed text is checked when submitted, as ever; the remembered pincode is not checked behind it.
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.setup().type(box, '{Enter}');
  expect(await within(container).findByText(UNSERVED)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(consoleError).not.toHaveBeenCalled();
  act(() => root.unmount());
  container.remove();
});

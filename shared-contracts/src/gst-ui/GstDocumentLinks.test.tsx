import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GST_DOCUMENT_PATHS } from '../gst/api';
import { GstDocumentLinks } from './GstDocumentLinks';

const INVOICE = { number: 'LK/26-27/000123', issuedAt: '2026-11-20T10:00:00.000Z' };
const CREDIT_NOTE = { number: 'LKC/26-27/000007', issuedAt: '2026-11-21T10:00:00.000Z' };

function renderLinks(documents: Parameters<typeof GstDocumentLinks>[0]['documents']) {
  return render(
    <GstDocumentLinks
      documents={documents}
      invoicePath={GST_DOCUMENT_PATHS.invoice('order_1')}
      creditNotePath={GST_DOCUMENT_PATHS.creditNote('order_1')}
      baseUrl="http://api.test"
      getIdToken={async () => 'token-asha'}
      classPrefix="gst-docs"
    />,
  );
}

/** A fetch answer (jsdom has no Response). */
const answer = (status: number, body: string) =>
  ({
    ok: status < 400,
    status,
    text: async () => body,
    blob: async () => new Blob([body], { type: 'application/pdf' }),
  }) as unknown as Response;

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const saved: string[] = [];

beforeEach(() => {
  global.fetch = fetchMock;
  fetchMock.mockReset();
  saved.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:pdf');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('GstDocumentLinks', () => {
  it('shows nothing until a document is issued', () => {
    const { container } = renderLinks({ invoice: null, creditNote: null });
    expect(container).toBeEmptyDOMElement();
    renderLinks(undefined);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers only the issued ones: the invoice of a paid order', () => {
    renderLinks({ invoice: INVOICE, creditNote: null });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Download invoice (LK/26-27/000123, PDF)',
    ]);
  });

  it('downloads with the user’s token from the keyboard, under the document’s number', async () => {
    fetchMock.mockResolvedValue(answer(200, '%PDF-1.7'));
    renderLinks({ invoice: INVOICE, creditNote: CREDIT_NOTE });
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Download credit note/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toEqual(['LKC-26-27-000007.pdf blob:pdf']));
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/api/orders/order_1/credit-note.pdf', {
      headers: { authorization: 'Bearer token-asha' },
    });
  });

  it('says the server’s reason when the download is refused', async () => {
    fetchMock.mockResolvedValue(
      answer(
        404,
        JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'This order has no tax invoice: x.' }),
      ),
    );
    renderLinks({ invoice: INVOICE, creditNote: null });
    await userEvent.click(screen.getByRole('button', { name: /Download invoice/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order has no tax invoice: x.');
    expect(saved).toEqual([]);
  });
});

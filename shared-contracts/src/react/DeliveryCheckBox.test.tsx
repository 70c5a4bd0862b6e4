import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DELIVERY_TABLE, DELIVERY_CHECK_TEXT, quoteDelivery, type DeliveryQuote } from '../delivery';
import { DeliveryCheckBox, type DeliveryCheckClasses } from './DeliveryCheckBox';
import type { DeliveryCheck, DeliveryCheckState } from './delivery-check';

const CLASSES: DeliveryCheckClasses = { block: 'shop-delivery', submit: 'shop-button', retry: 'shop-link' };

function checkIn(state: DeliveryCheckState, draft = ''): DeliveryCheck {
  return { state, draft, setDraft: jest.fn(), submit: jest.fn(), retry: jest.fn() };
}

/** A real quote for a pincode, from the default table or one that serves nowhere. */
function quote(pincode: string, served: boolean): DeliveryQuote {
  const { restOfIndia } = DEFAULT_DELIVERY_TABLE;
  const table = { ...DEFAULT_DELIVERY_TABLE, restOfIndia: { ...restOfIndia, deliverable: served } };
  const answer = quoteDelivery(table, pincode, {
    orderedAt: new Date('2026-12-01T10:00:00+05:30'),
    orderValuePaise: null,
  });
  if (!answer) throw new Error(`${pincode} is not a pincode`);
  return answer;
}

const field = () => screen.getByRole('textbox', { name: DELIVERY_CHECK_TEXT.label });
const answer = () => screen.getByRole('status', { name: DELIVERY_CHECK_TEXT.heading });

describe('DeliveryCheckBox', () => {
  it('labels the field and the live answer with its heading, in the classes given', () => {
    const { container } = render(<DeliveryCheckBox check={checkIn({ status: 'idle' }, '560034')} classes={CLASSES} />);
    expect(screen.getByRole('heading', { name: DELIVERY_CHECK_TEXT.heading })).toHaveClass('shop-delivery__title');
    expect(container.querySelector('section')).toHaveClass('shop-delivery');
    expect(container.querySelector('form')).toHaveClass('shop-delivery__form');
    expect(field()).toHaveValue('560034');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toHaveAttribute('autocomplete', 'postal-code');
    expect(field()).toHaveAttribute('maxlength', '6');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(field()).toHaveAttribute('aria-describedby', answer().id);
    expect(answer()).toHaveClass('shop-delivery__answer');
    expect(answer()).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: DELIVERY_CHECK_TEXT.submit })).toHaveClass('shop-button');
  });

  it('hands what is typed to setDraft and a submitted form to submit, without leaving the page', async () => {
    const check = checkIn({ status: 'idle' });
    render(<DeliveryCheckBox check={check} classes={CLASSES} />);
    await userEvent.setup().type(field(), '5');
    expect(check.setDraft).toHaveBeenCalledWith('5');
    const submitted = fireEvent.submit(field().closest('form') as HTMLFormElement);
    expect(submitted).toBe(false); // the default (navigating) was prevented
    expect(check.submit).toHaveBeenCalledTimes(1);
  });

  it('marks the field invalid and says why', () => {
    render(<DeliveryCheckBox check={checkIn({ status: 'invalid', message: 'Enter 6 digits.' })} classes={CLASSES} />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter 6 digits.')).toHaveClass('shop-delivery__error');
  });

  it('says it is checking, with Check marked unavailable meanwhile', () => {
    render(<DeliveryCheckBox check={checkIn({ status: 'checking' })} classes={CLASSES} />);
    expect(answer()).toHaveTextContent(DELIVERY_CHECK_TEXT.checking);
    expect(screen.getByRole('button', { name: DELIVERY_CHECK_TEXT.submit })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a served answer as a message, an unserved one as an error with the advice', () => {
    const served = quote('560034', true);
    const { rerender } = render(
      <DeliveryCheckBox check={checkIn({ status: 'answered', quote: served })} classes={CLASSES} />,
    );
    expect(screen.getByText(served.message)).toHaveClass('shop-delivery__message');
    expect(answer()).not.toHaveTextContent(DELIVERY_CHECK_TEXT.advice);

    const unserved = quote('744101', false);
    rerender(<DeliveryCheckBox check={checkIn({ status: 'answered', quote: unserved })} classes={CLASSES} />);
    expect(screen.getByText(unserved.message)).toHaveClass('shop-delivery__error');
    expect(answer()).toHaveTextContent(DELIVERY_CHECK_TEXT.advice);
  });

  it('explains a failure and tries again on request', async () => {
    const check = checkIn({ status: 'failed', message: 'No connection.' });
    render(<DeliveryCheckBox check={check} classes={CLASSES} />);
    expect(answer()).toHaveTextContent('No connection.');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveClass('shop-link');
    await userEvent.setup().click(retry);
    expect(check.retry).toHaveBeenCalledTimes(1);
    expect(check.submit).not.toHaveBeenCalled();
  });

  it('gives the pincode field to the ref a remote passes', () => {
    const pincodeRef = createRef<HTMLInputElement>();
    render(<DeliveryCheckBox check={checkIn({ status: 'idle' })} classes={CLASSES} pincodeRef={pincodeRef} />);
    expect(pincodeRef.current).toBe(field());
  });
});

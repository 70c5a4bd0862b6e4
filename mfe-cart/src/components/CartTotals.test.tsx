import { render, screen, within } from '@testing-library/react';
import type { Cart } from 'shared-contracts';
import { CartTotals } from './CartTotals';
import { OrderChargeRows } from './OrderChargeRows';

const cart: Cart = {
  items: [
    { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500, quantity: 2, totalPrice: 9000 },
  ],
  totalQuantity: 2,
  totalAmount: 9000,
};

describe('CartTotals with freight and assembly', () => {
  it('shows free shipping and the goods’ total without charges (the default table)', () => {
    render(
      <CartTotals cart={cart} testIdPrefix="cart" charges={{ freightPaise: 0, assemblyPaise: 0 }} chargesEstimated />,
    );
    expect(screen.getByText('Shipping')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-freight')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹9,000');
  });

  it('labels an estimate as estimated and adds it to the total', () => {
    render(
      <CartTotals
        cart={cart}
        testIdPrefix="cart"
        charges={{ freightPaise: 99_900, assemblyPaise: 0 }}
        chargesEstimated
      />,
    );
    expect(screen.getByText('Delivery (estimated)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-freight')).toHaveTextContent('₹999');
    expect(screen.queryByText('Shipping')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹9,999');
  });

  it('shows the server’s charges unlabelled, assembly on its own line, after a coupon’s total', () => {
    render(
      <CartTotals
        cart={cart}
        testIdPrefix="checkout"
        discount={{ code: 'DIWALI10', subtotalPaise: 900_000, discountPaise: 90_000, totalPaise: 810_000 }}
        charges={{ freightPaise: 99_900, assemblyPaise: 150_000 }}
        assemblyChosen
      />,
    );
    expect(screen.getByText('Delivery')).toBeInTheDocument();
    expect(screen.getByText('Assembly')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-assembly')).toHaveTextContent('₹1,500');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹10,599.00');
  });
});

describe('OrderChargeRows', () => {
  it('lists an order’s freight and assembly', () => {
    render(<OrderChargeRows charges={{ freightPaise: 99_900, assemblyPaise: 150_000 }} />);
    const list = within(screen.getByLabelText('Delivery and assembly'));
    expect(list.getByTestId('order-freight')).toHaveTextContent('₹999');
    expect(list.getByTestId('order-assembly')).toHaveTextContent('₹1,500');
  });

  it('shows nothing for an order without charges, or from before them', () => {
    const { container, rerender } = render(<OrderChargeRows charges={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<OrderChargeRows charges={{ freightPaise: 0, assemblyPaise: 0 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { authSessions, fetchRuntimeConfig } from 'shared-contracts';
import { mountStandalone } from 'shared-contracts/standalone';
import CartPage from './pages/CartPage';
import CheckoutPage from './pages/CheckoutPage';
import OrderPage from './pages/OrderPage';
import OrdersPage from './pages/OrdersPage';
import WishlistPage from './pages/WishlistPage';
import { startCartRuntime } from './runtime';

// On its own page there is no shell to start the runtime, so this entry does.
void fetchRuntimeConfig().then(({ apiBaseUrl }) => startCartRuntime({ apiBaseUrl, auth: authSessions }));

void mountStandalone('Cart', [
  { path: '/cart', label: 'Cart', title: 'Cart', Component: CartPage },
  { path: '/wishlist', label: 'Wishlist', title: 'Wishlist', Component: WishlistPage },
  { path: '/checkout', label: 'Checkout', title: 'Checkout', Component: CheckoutPage },
  { path: '/orders', label: 'My orders', title: 'My orders', Component: OrdersPage },
  { path: '/order/:orderId', title: 'Order confirmation', Component: OrderPage },
]);

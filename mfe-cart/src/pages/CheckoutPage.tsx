import { Placeholder } from './Placeholder';

export default function CheckoutPage() {
  return <Placeholder title="Checkout" />;
}

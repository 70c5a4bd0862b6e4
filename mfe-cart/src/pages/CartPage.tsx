import { Placeholder } from './Placeholder';

export default function CartPage() {
  return <Placeholder title="Cart" />;
}

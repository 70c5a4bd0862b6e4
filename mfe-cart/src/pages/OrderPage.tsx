import { Placeholder } from './Placeholder';

export default function OrderPage() {
  return <Placeholder title="Order confirmation" />;
}

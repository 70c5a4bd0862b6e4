import { Placeholder } from './Placeholder';

export default function ProductPage() {
  return <Placeholder title="Product" />;
}

import { Placeholder } from './Placeholder';

export default function ShopPage() {
  return <Placeholder title="Shop" />;
}

import { Placeholder } from './Placeholder';

export default function AddProductsPage() {
  return <Placeholder title="Add Products" />;
}

import { Placeholder } from './Placeholder';

export default function CategoryPage() {
  return <Placeholder title="Category" />;
}

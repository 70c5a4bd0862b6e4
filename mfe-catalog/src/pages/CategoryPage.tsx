import { useParams } from 'shared-contracts/router';
import { CategoryView } from '../features/category/components/CategoryView';
import '../styles/page.css';
import '../features/shop/components/shop.css';

export default function CategoryPage() {
  const { categoryName = '' } = useParams();
  return <CategoryView slug={categoryName} />;
}

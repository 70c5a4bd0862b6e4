import { useParams } from 'shared-contracts/router';
import { CategoryView } from '../features/category/components/CategoryView';
import '../styles/page.css';
import '../features/shop/components/shop.css';
import { CatalogueQueries } from '../features/catalogue/components/CatalogueQueries';

// What the page server (and the browser) call for this route: its data and its head.
export { head, loader } from './CategoryPage.route';

export default function CategoryPage() {
  const { categoryName = '' } = useParams();
  return (
    <CatalogueQueries>
      <CategoryView slug={categoryName} />
    </CatalogueQueries>
  );
}

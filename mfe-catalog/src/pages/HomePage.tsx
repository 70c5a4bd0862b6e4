import { Hero } from '../features/home/components/Hero';
import { HomeProducts } from '../features/home/components/HomeProducts';
import { LimitedOffer } from '../features/home/components/LimitedOffer';
import { ServiceStrip } from '../features/home/components/ServiceStrip';
import '../styles/page.css';
import '../features/home/components/home.css';
import { CatalogueQueries } from '../features/catalogue/components/CatalogueQueries';

// What the page server (and the browser) call for this route: its data and its head.
export { head, loader } from './HomePage.route';

export default function HomePage() {
  return (
    <CatalogueQueries>
      <div className="cat-home">
        <Hero />
        <div className="cat-page">
          <ServiceStrip />
          <HomeProducts only={['trending', 'best-sales']} />
          <LimitedOffer />
          <HomeProducts only={['new-arrivals', 'popular']} />
        </div>
      </div>
    </CatalogueQueries>
  );
}

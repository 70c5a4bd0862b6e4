import { Hero } from '../features/home/components/Hero';
import { HomeProducts } from '../features/home/components/HomeProducts';
import { LimitedOffer } from '../features/home/components/LimitedOffer';
import { ServiceStrip } from '../features/home/components/ServiceStrip';
import '../styles/page.css';
import '../features/home/components/home.css';

export default function HomePage() {
  return (
    <div className="cat-home">
      <Hero />
      <div className="cat-page">
        <ServiceStrip />
        <HomeProducts only={['trending', 'best-sales']} />
        <LimitedOffer />
        <HomeProducts only={['new-arrivals', 'popular']} />
      </div>
    </div>
  );
}

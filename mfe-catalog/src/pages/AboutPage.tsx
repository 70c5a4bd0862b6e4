import { AboutContent } from '../features/info/components/AboutContent';
import '../styles/page.css';
import '../features/products/components/products.css';
import '../features/info/components/info.css';

export default function AboutPage() {
  return <AboutContent />;
}

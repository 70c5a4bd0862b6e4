import { Placeholder } from './Placeholder';

export default function HomePage() {
  return <Placeholder title="Home" />;
}

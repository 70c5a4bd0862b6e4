import { Placeholder } from './Placeholder';

export default function AboutPage() {
  return <Placeholder title="About us" />;
}

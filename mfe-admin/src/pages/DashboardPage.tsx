import { Placeholder } from './Placeholder';

export default function DashboardPage() {
  return <Placeholder title="Dashboard" />;
}

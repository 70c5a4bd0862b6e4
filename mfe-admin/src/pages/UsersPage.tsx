import { Placeholder } from './Placeholder';

export default function UsersPage() {
  return <Placeholder title="Users" />;
}

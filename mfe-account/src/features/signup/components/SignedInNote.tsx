import { Link } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';

/** Shown on the signup page instead of the form when someone is already signed in. */
export function SignedInNote({ name }: { name: string | null }) {
  return (
    <p className="account-note">
      You are already signed in{name ? ` as ${name}` : ''}.{' '}
      <Link className="account-link" to={ROUTES.shop}>
        Continue shopping
      </Link>
    </p>
  );
}

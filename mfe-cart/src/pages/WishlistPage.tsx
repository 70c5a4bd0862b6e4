import { Placeholder } from './Placeholder';

export default function WishlistPage() {
  return <Placeholder title="Wishlist" />;
}

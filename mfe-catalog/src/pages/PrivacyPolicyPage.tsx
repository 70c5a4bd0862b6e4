import { PrivacyPolicyContent } from '../features/info/components/PrivacyPolicyContent';
import '../styles/page.css';
import '../features/info/components/info.css';

export default function PrivacyPolicyPage() {
  return <PrivacyPolicyContent />;
}

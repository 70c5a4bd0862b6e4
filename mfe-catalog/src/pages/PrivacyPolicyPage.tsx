import { Placeholder } from './Placeholder';

export default function PrivacyPolicyPage() {
  return <Placeholder title="Privacy Policy" />;
}

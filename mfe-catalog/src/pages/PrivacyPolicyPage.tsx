import { PrivacyPolicyContent } from '../features/info/components/PrivacyPolicyContent';
import '../styles/page.css';
import '../features/info/components/info.css';
import { ROUTES, type RouteHeadContext } from 'shared-contracts';
import { infoPageHead, loadInfoPage, type InfoData } from './infoPageRoute';

// What the page server (and the browser) call for this route: its data and its head.
export const loader = loadInfoPage;
export const head = (_data: InfoData, context: RouteHeadContext) => infoPageHead(ROUTES.privacyPolicy, context);

export default function PrivacyPolicyPage() {
  return <PrivacyPolicyContent />;
}

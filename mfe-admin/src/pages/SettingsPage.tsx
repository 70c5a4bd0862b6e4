import { FeaturedOfferPanel } from '../features/settings/components/FeaturedOfferPanel';
import { GstSettingsPanel } from '../features/settings/components/GstSettingsPanel';
import { AdminGuard } from '../features/guard/components/AdminGuard';
import '../styles/admin.css';

export default function SettingsPage() {
  return (
    <AdminGuard denied="message-then-home">
      <div className="adm-page">
        <GstSettingsPanel />
        <FeaturedOfferPanel />
      </div>
    </AdminGuard>
  );
}

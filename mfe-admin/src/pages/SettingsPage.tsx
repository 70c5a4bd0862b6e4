import { GstSettingsPanel } from '../features/settings/components/GstSettingsPanel';
import { AdminGuard } from '../features/guard/components/AdminGuard';
import '../styles/admin.css';

export default function SettingsPage() {
  return (
    <AdminGuard denied="message-then-home">
      <div className="adm-page">
        <GstSettingsPanel />
      </div>
    </AdminGuard>
  );
}

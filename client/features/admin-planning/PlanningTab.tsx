import { useStrings } from '../../lib/use-strings';
import { AdminSection } from '../../lib/ui/admin-section';
import { CalendarSection } from './CalendarSection';
import { DeliveryPanel } from './DeliveryPanel';
import './strings';
import { VendorsSection } from './VendorsSection';

/** The /admin 'Planning' tab: the couple's vendors and the planning calendar with reminders. */
export default function PlanningTab() {
  const { t } = useStrings('admin-planning');
  return (
    <AdminSection
      titleId="admin-planning-title"
      title={t('title')}
      intro={t('intro')}
      className="grid gap-8"
    >
      <VendorsSection />
      <CalendarSection />
      <DeliveryPanel />
    </AdminSection>
  );
}

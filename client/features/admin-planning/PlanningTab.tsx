import { useTranslation } from 'react-i18next';
import { CalendarSection } from './CalendarSection';
import { DeliveryPanel } from './DeliveryPanel';
import './strings';
import { VendorsSection } from './VendorsSection';

/** The /admin 'Planning' tab: the couple's vendors and the planning calendar with reminders. */
export default function PlanningTab() {
  const { t } = useTranslation('admin-planning');
  return (
    <section aria-labelledby="admin-planning-title" className="grid gap-8">
      <div>
        <h2 id="admin-planning-title" className="font-serif text-3xl text-blush-700">
          {t('title')}
        </h2>
        <p className="mt-1 text-stone-600">{t('intro')}</p>
      </div>
      <VendorsSection />
      <CalendarSection />
      <DeliveryPanel />
    </section>
  );
}

import { useStrings } from '../../lib/use-strings';
import { QueryStatus } from '../../lib/query-status';
import { HomeSectionShell } from '../home/HomeSection';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { ParkingDirections } from './ParkingDirections';
import './strings';
import { VenueDetailsCard } from './VenueDetailsCard';

/** #wedding-details: the ceremony and the reception lunch, then parking and directions. */
export function WeddingDetailsSection() {
  const { t } = useStrings('weddingDetails');
  const settings = useWeddingSettings();
  const data = settings.data;

  return (
    <HomeSectionShell id="wedding-details" title={t('title')} intro={t('intro')}>
      <QueryStatus
        query={settings}
        loadingText={t('loading')}
        errorText={t('loadError')}
        retryText={t('retry')}
        className="mt-10"
      />
      {data && (
        <>
          <div className="mt-10 grid gap-5 md:grid-cols-2">
            <VenueDetailsCard venue={data.venues.ceremony} settings={data} />
            <VenueDetailsCard venue={data.venues.reception} settings={data} />
          </div>
          <div className="mt-6">
            <ParkingDirections parking={data.parking} />
          </div>
        </>
      )}
    </HomeSectionShell>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/ui/button';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { ParkingDirections } from './ParkingDirections';
import './strings';
import { VenueDetailsCard } from './VenueDetailsCard';

/** #wedding-details: the ceremony and the reception lunch, then parking and directions. */
export function WeddingDetailsSection() {
  const { t } = useTranslation('weddingDetails');
  const settings = useWeddingSettings();
  const data = settings.data;

  return (
    <section id="wedding-details" aria-labelledby="wedding-details-title" className="scroll-mt-20 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl">
        <h2 id="wedding-details-title" className="text-center font-serif text-3xl text-blush-700 sm:text-4xl">
          {t('title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-base text-stone-600 sm:text-lg">{t('intro')}</p>
        {settings.isPending && (
          <p role="status" className="mt-10 text-center text-stone-600">
            {t('loading')}
          </p>
        )}
        {settings.isError && (
          <div role="alert" className="mt-10 flex flex-col items-center gap-3 text-center text-stone-700">
            <p>{t('loadError')}</p>
            <Button variant="outline" onClick={() => void settings.refetch()}>
              {t('retry')}
            </Button>
          </div>
        )}
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
      </div>
    </section>
  );
}

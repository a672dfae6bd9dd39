import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../lib/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../lib/ui/tabs';
import { useInViewOnce } from '../../lib/use-in-view';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { GuestAssistanceCard } from './GuestAssistanceCard';
import { mapVenues } from './map-venues';
import './strings';
import { useVenues } from './useVenues';
import { VenueInfoPanel } from './VenueInfoPanel';
import { VenueMap } from './VenueMap';

type VenueTab = 'ceremony' | 'reception';

/** #venue-map, 'Interactive Venue Map': both venues in tabs, a real map, and tips per kind of guest. */
export function VenueMapSection() {
  const { t } = useTranslation('venueMap');
  const [sectionRef, seen] = useInViewOnce<HTMLElement>('200px 0px');
  const venues = useVenues(seen);
  const { data: settings } = useWeddingSettings();
  const markers = useMemo(() => (settings ? mapVenues(settings) : []), [settings]);
  const [tab, setTab] = useState<VenueTab>('ceremony');

  return (
    <section
      ref={sectionRef}
      id="venue-map"
      aria-labelledby="venue-map-title"
      className="scroll-mt-20 px-4 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-5xl">
        <h2 id="venue-map-title" className="text-center font-serif text-3xl text-blush-700 sm:text-4xl">
          {t('title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-base text-stone-600 sm:text-lg">{t('intro')}</p>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <Tabs value={tab} onValueChange={(value) => setTab(value as VenueTab)}>
                <TabsList aria-label={t('tabsLabel')} className="grid w-full grid-cols-2">
                  <TabsTrigger value="ceremony">{t('tabs.ceremony')}</TabsTrigger>
                  <TabsTrigger value="reception">{t('tabs.reception')}</TabsTrigger>
                </TabsList>
                <TabsContent value="ceremony">
                  <VenueInfoPanel venueKey="ceremony" query={venues.ceremony} />
                </TabsContent>
                <TabsContent value="reception">
                  <VenueInfoPanel venueKey="reception" query={venues.reception} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
          <div>{seen && markers.length > 0 && <VenueMap venues={markers} />}</div>
        </div>
        <div className="mt-6">
          <GuestAssistanceCard />
        </div>
      </div>
    </section>
  );
}

import { Car, CircleParking, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WeddingSettings } from '../../../protocol/wedding';
import { Card, CardContent, CardHeader, CardTitle } from '../../lib/ui/card';
import './strings';

function listOf(items: string[], language: string | undefined): string {
  return new Intl.ListFormat(language?.startsWith('es') ? 'es' : 'en', { type: 'conjunction' }).format(items);
}

/** 'Parking & Directions': the drive, the free lots and the rules, all from the settings. */
export function ParkingDirections({ parking }: { parking: WeddingSettings['parking'] }) {
  const { t, i18n } = useTranslation('weddingDetails');
  return (
    <Card className="bg-sage-100/50">
      <CardHeader>
        <CardTitle id="parking-directions-title" className="flex items-center gap-2 text-xl sm:text-2xl">
          <Car className="size-6 text-sage-600" aria-hidden />
          {t('parkingTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 text-stone-700 md:grid-cols-2">
        <div>
          <h4 className="font-semibold text-stone-800">{t('drivingTitle')}</h4>
          <p className="mt-1 leading-relaxed">{parking.directions}</p>
        </div>
        <div className="grid content-start gap-4">
          {parking.freeLots.length > 0 && (
            <div>
              <h4 className="flex items-center gap-2 font-semibold text-stone-800">
                <CircleParking className="size-5 text-sage-600" aria-hidden />
                {t('freeParkingTitle')}
              </h4>
              <p className="mt-1">{t('freeLots', { lots: listOf(parking.freeLots, i18n.resolvedLanguage) })}</p>
            </div>
          )}
          {parking.rules.length > 0 && (
            <div>
              <h4 className="flex items-center gap-2 font-semibold text-stone-800">
                <TriangleAlert className="size-5 text-gold-400" aria-hidden />
                {t('rulesTitle')}
              </h4>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {parking.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

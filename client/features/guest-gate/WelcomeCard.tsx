import { Heart } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../lib/ui/card';
import { formatWeddingDate } from '../countdown/wedding-date';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import './strings';

/** What a guest sees before entering a first name: who is marrying, when, and the way in. */
export function WelcomeCard({
  onEnter,
  enterRef,
}: {
  onEnter: () => void;
  enterRef?: Ref<HTMLButtonElement>;
}) {
  const { t, i18n } = useTranslation('guestGate');
  const { data: settings } = useWeddingSettings();

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-blush-50 via-white to-blush-100 px-4 py-10">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <Heart className="size-10 fill-blush-200 text-blush-600" aria-hidden />
          <p className="text-sm font-medium uppercase tracking-widest text-sage-600">
            {t('card.eyebrow')}
          </p>
          <h1 className="font-serif text-3xl font-semibold leading-tight text-blush-700">
            <span className="sr-only">{t('card.title')}: </span>
            {settings?.couple.displayName ?? t('card.title')}
          </h1>
          {settings && (
            <CardDescription>
              {t('card.joinUs', {
                couple: settings.couple.displayName,
                date: formatWeddingDate(settings, i18n.resolvedLanguage),
              })}
            </CardDescription>
          )}
        </CardHeader>
        <CardContent>
          <Button ref={enterRef} size="lg" className="w-full" onClick={onEnter}>
            {t('card.enter')}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RsvpBody, RsvpSaved } from '../../../../protocol/rsvp';
import { Card, CardContent } from '../../../lib/ui/card';
import { useGuestSession } from '../../guest-gate/session';
import { RsvpConfirmation } from './RsvpConfirmation';
import { RsvpForm } from './RsvpForm';
import '../strings';

export function RsvpSection() {
  const { t } = useTranslation('rsvp');
  const signedInName = useGuestSession()?.firstName;
  const [saved, setSaved] = useState<RsvpSaved | null>(null);
  // What the guest sent last, so 'Change my answer' starts from it.
  const [lastAnswer, setLastAnswer] = useState<Partial<RsvpBody>>({});

  return (
    <section
      id="rsvp"
      aria-labelledby="rsvp-title"
      className="scroll-mt-20 bg-white px-4 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-2xl">
        <h2 id="rsvp-title" className="text-center font-serif text-3xl text-blush-700 sm:text-4xl">
          {t('title')}
        </h2>
        <p className="mx-auto mt-3 text-center text-base text-stone-600 sm:text-lg">{t('intro')}</p>
        <Card className="mt-10">
          <CardContent className="pt-5 sm:pt-6">
            {saved ? (
              <RsvpConfirmation saved={saved} onChange={() => setSaved(null)} />
            ) : (
              <RsvpForm
                defaultValues={{
                  ...(signedInName ? { firstName: signedInName } : {}),
                  ...lastAnswer,
                }}
                onSaved={(result, values) => {
                  setLastAnswer(values);
                  setSaved(result);
                }}
              />
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

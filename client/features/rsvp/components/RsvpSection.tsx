import { Suspense, useState } from 'react';
import { useStrings } from '../../../lib/use-strings';
import type { RsvpBody, RsvpSaved } from '../../../../protocol/rsvp';
import { Card, CardContent } from '../../../lib/ui/card';
import { HomeSectionShell } from '../../home/HomeSection';
import { lazyComponent } from '../../../lib/lazy-component';
import { useGuestIdentity, useSignedInGuest } from '../../guest-gate/signed-in-guest';
import { RsvpConfirmation } from './RsvpConfirmation';
import { RsvpForm } from './RsvpForm';
import '../strings';

/**
 * A household's RSVP (its people, its weekend events, meals): only for a guest signed in with their
 * code, so its own chunk, loaded when such a guest reaches this section.
 */
const HouseholdRsvp = lazyComponent(
  () => import('../household/HouseholdRsvp'),
  (m) => m.HouseholdRsvp,
);

export function RsvpSection() {
  const { t } = useStrings('rsvp');
  const guest = useGuestIdentity();
  const invited = useSignedInGuest();
  const [saved, setSaved] = useState<RsvpSaved | null>(null);
  // What the guest sent last, so 'Change my answer' starts from it.
  const [lastAnswer, setLastAnswer] = useState<Partial<RsvpBody>>({});

  // The spec's one form (POST /api/rsvp): a guest without a household page answers with it.
  const spec = saved ? (
    <RsvpConfirmation saved={saved} onChange={() => setSaved(null)} />
  ) : (
    <RsvpForm
      signedIn={guest?.source === 'invite'}
      defaultValues={{
        // The guest's own name and e-mail; an invite-code guest's RSVP updates their record.
        ...(guest ? { firstName: guest.firstName } : {}),
        ...(guest?.lastName ? { lastName: guest.lastName } : {}),
        ...(guest?.email ? { email: guest.email } : {}),
        ...lastAnswer,
      }}
      onSaved={(result, values) => {
        setLastAnswer(values);
        setSaved(result);
      }}
    />
  );

  const specCard = (
    <Card>
      <CardContent className="pt-5 sm:pt-6">{spec}</CardContent>
    </Card>
  );

  return (
    <HomeSectionShell id="rsvp" title={t('title')} intro={t('intro')} tone="white" width="medium">
      <div className="mt-10">
        {invited ? (
          // Its events are cards of their own: no card around them, the phone's width is theirs.
          <Suspense
            fallback={
              <p role="status" className="text-center text-lg text-stone-600">
                {t('loading')}
              </p>
            }
          >
            <HouseholdRsvp guestId={invited.id} fallback={specCard} />
          </Suspense>
        ) : (
          specCard
        )}
      </div>
    </HomeSectionShell>
  );
}

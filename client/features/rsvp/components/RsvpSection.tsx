import { useState } from 'react';
import { useStrings } from '../../../lib/use-strings';
import type { RsvpBody, RsvpSaved } from '../../../../protocol/rsvp';
import { Card, CardContent } from '../../../lib/ui/card';
import { HomeSectionShell } from '../../home/HomeSection';
import { useGuestIdentity } from '../../guest-gate/signed-in-guest';
import { RsvpConfirmation } from './RsvpConfirmation';
import { RsvpForm } from './RsvpForm';
import '../strings';

export function RsvpSection() {
  const { t } = useStrings('rsvp');
  const guest = useGuestIdentity();
  const [saved, setSaved] = useState<RsvpSaved | null>(null);
  // What the guest sent last, so 'Change my answer' starts from it.
  const [lastAnswer, setLastAnswer] = useState<Partial<RsvpBody>>({});

  return (
    <HomeSectionShell id="rsvp" title={t('title')} intro={t('intro')} tone="white" width="medium">
      <Card className="mt-10">
        <CardContent className="pt-5 sm:pt-6">
          {saved ? (
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
          )}
        </CardContent>
      </Card>
    </HomeSectionShell>
  );
}

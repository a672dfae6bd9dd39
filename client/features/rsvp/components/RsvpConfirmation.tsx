import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useStrings } from '../../../lib/use-strings';
import type { RsvpSaved } from '../../../../protocol/rsvp';
import { Button } from '../../../lib/ui/button';
import '../strings';

export function RsvpConfirmation({ saved, onChange }: { saved: RsvpSaved; onChange: () => void }) {
  const { t } = useStrings('rsvp');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { rsvp, updated } = saved;

  // The form the guest was in is gone; moving focus here tells screen readers what happened.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <CheckCircle2 aria-hidden className="size-12 text-sage-600" />
      <h3
        ref={headingRef}
        tabIndex={-1}
        aria-describedby="rsvp-confirmation-status rsvp-confirmation-detail"
        className="font-serif text-2xl text-blush-700 focus:outline-none"
      >
        {t('confirmation.thanks', { name: rsvp.firstName })}
      </h3>
      <p id="rsvp-confirmation-status" className="text-lg font-medium text-stone-800">
        {updated ? t('confirmation.updated') : t('confirmation.received')}
      </p>
      <p id="rsvp-confirmation-detail" className="text-base text-stone-600">
        {rsvp.attending
          ? t('confirmation.attending', { count: rsvp.guestCount })
          : t('confirmation.declined')}
      </p>
      <Button variant="outline" onClick={onChange}>
        {t('confirmation.change')}
      </Button>
    </div>
  );
}

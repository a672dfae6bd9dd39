import type { ReactNode } from 'react';
import { useStrings } from '../../lib/use-strings';
import { OrganizerSignIn } from './OrganizerSignIn';
import { useOrganizerSession, useSessionExpiryWatch } from './organizer-session';
import './strings';

/**
 * Renders its children only for a signed-in organizer; anyone else gets the sign-in form. The
 * server refuses organizer calls without the session whatever this shows; the gate only spares
 * the organizer screens that could not load. A 401 from any call returns to the form.
 */
export function OrganizerGate({ children }: { children: ReactNode }) {
  const { t } = useStrings('admin');
  const session = useOrganizerSession();
  const expired = useSessionExpiryWatch();
  if (session.isPending) {
    return (
      <p role="status" className="text-center text-stone-600">
        {t('signIn.checking')}
      </p>
    );
  }
  if (!session.data?.organizer) return <OrganizerSignIn expired={expired} />;
  return <>{children}</>;
}

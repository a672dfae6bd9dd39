import { useState, type ReactNode } from 'react';
import { useGuestAdmitted, useSiteAccess } from './signed-in-guest';
import { WelcomeCard } from './WelcomeCard';

/**
 * Shows the welcome card, with its first-name form, until a guest signs in on this device, then
 * the page. A guest signed in with an invite code skips the form. On an invite-only site only
 * such a guest gets in; the card then points to /guest-login instead of asking for a name (the
 * server refuses guest writes from anyone else too). Signing out (from anywhere, even another
 * tab) brings the form straight back, ready to type in.
 */
export function GuestGate({ children }: { children: ReactNode }) {
  const inviteOnly = useSiteAccess() === 'invite-only';
  const admitted = useGuestAdmitted();
  const [wasAdmitted, setWasAdmitted] = useState(admitted);
  const [signedOut, setSignedOut] = useState(false);

  if (admitted !== wasAdmitted) {
    setWasAdmitted(admitted);
    setSignedOut(wasAdmitted && !admitted);
  }

  if (admitted) return <>{children}</>;
  return <WelcomeCard inviteOnly={inviteOnly} focusName={signedOut} />;
}

import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { GuestNameDialog } from './lazy-guest-name-dialog';
import { useGuestAdmitted, useSiteAccess } from './signed-in-guest';
import { WelcomeCard } from './WelcomeCard';

/** A guest with no saved session gets the name dialog on its own after this pause. */
export const DIALOG_AUTO_OPEN_MS = 1000;

type DialogState = 'waiting' | 'open' | 'closed';

/**
 * Shows the welcome card and the first-name dialog until a guest signs in on this device, then
 * the page. A guest signed in with an invite code skips the dialog. On an invite-only site only
 * such a guest gets in; the card then points to /guest-login instead of asking for a name (the
 * server refuses guest writes from anyone else too). Signing out (from anywhere, even another
 * tab) brings the dialog straight back.
 */
export function GuestGate({ children }: { children: ReactNode }) {
  const inviteOnly = useSiteAccess() === 'invite-only';
  const admitted = useGuestAdmitted();
  const [dialog, setDialog] = useState<DialogState>('waiting');
  const [wasAdmitted, setWasAdmitted] = useState(admitted);
  const enterButton = useRef<HTMLButtonElement>(null);

  if (admitted !== wasAdmitted) {
    setWasAdmitted(admitted);
    if (wasAdmitted && !admitted && !inviteOnly) setDialog('open');
  }

  useEffect(() => {
    if (!admitted && !inviteOnly) void GuestNameDialog.preload();
  }, [admitted, inviteOnly]);

  useEffect(() => {
    if (admitted || inviteOnly || dialog !== 'waiting') return;
    const timer = setTimeout(() => setDialog('open'), DIALOG_AUTO_OPEN_MS);
    return () => clearTimeout(timer);
  }, [admitted, inviteOnly, dialog]);

  if (admitted) return <>{children}</>;
  return (
    <>
      <WelcomeCard
        enterRef={enterButton}
        onEnter={() => setDialog('open')}
        inviteOnly={inviteOnly}
      />
      {!inviteOnly && dialog !== 'waiting' && (
        <Suspense fallback={null}>
          <GuestNameDialog
            open={dialog === 'open'}
            onOpenChange={(open) => setDialog(open ? 'open' : 'closed')}
            returnFocusTo={enterButton}
          />
        </Suspense>
      )}
    </>
  );
}

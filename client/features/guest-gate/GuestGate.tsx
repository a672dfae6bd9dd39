import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { GuestNameDialog } from './lazy-guest-name-dialog';
import { useGuestSession } from './session';
import { WelcomeCard } from './WelcomeCard';

/** A guest with no saved session gets the name dialog on its own after this pause. */
export const DIALOG_AUTO_OPEN_MS = 1000;

type DialogState = 'waiting' | 'open' | 'closed';

/**
 * Shows the welcome card and the first-name dialog until a guest signs in on this device, then
 * the page. Signing out (from anywhere, even another tab) brings the dialog straight back.
 */
export function GuestGate({ children }: { children: ReactNode }) {
  const guest = useGuestSession();
  const [dialog, setDialog] = useState<DialogState>('waiting');
  const [previousGuest, setPreviousGuest] = useState(guest);
  const enterButton = useRef<HTMLButtonElement>(null);

  if (guest !== previousGuest) {
    setPreviousGuest(guest);
    if (previousGuest && !guest) setDialog('open');
  }

  useEffect(() => {
    if (!guest) void GuestNameDialog.preload();
  }, [guest]);

  useEffect(() => {
    if (guest || dialog !== 'waiting') return;
    const timer = setTimeout(() => setDialog('open'), DIALOG_AUTO_OPEN_MS);
    return () => clearTimeout(timer);
  }, [guest, dialog]);

  if (guest) return <>{children}</>;
  return (
    <>
      <WelcomeCard enterRef={enterButton} onEnter={() => setDialog('open')} />
      {dialog !== 'waiting' && (
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

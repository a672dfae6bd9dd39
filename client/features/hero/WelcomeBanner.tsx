import { Heart, LogOut } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import { Button } from '../../lib/ui/button';
import { useGuestIdentity, useGuestSignOut } from '../guest-gate/signed-in-guest';
import '../guest-gate/strings';

/** 'Welcome, {name}' for the signed-in guest, with the way out (which brings the welcome card's name form back). */
export function WelcomeBanner() {
  const { t } = useStrings('guestGate');
  const guest = useGuestIdentity();
  const signOut = useGuestSignOut();
  if (!guest) return null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center justify-between gap-2 rounded-xl border border-blush-200 bg-white/80 px-4 py-2 shadow-sm">
      <p className="flex min-w-0 items-center gap-2 font-medium text-blush-700">
        <Heart className="size-5 shrink-0 fill-blush-200 text-blush-600" aria-hidden />
        <span className="truncate">{t('banner.welcome', { name: guest.firstName })}</span>
      </p>
      <Button variant="ghost" size="sm" onClick={() => signOut.mutate()}>
        <LogOut aria-hidden />
        {t('banner.signOut')}
      </Button>
    </div>
  );
}

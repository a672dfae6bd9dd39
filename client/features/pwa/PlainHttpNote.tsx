import { X } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { Button } from '../../lib/ui/button';
import { installDismissed, rememberInstallDismissed } from './device';
import './strings';

/**
 * Where the site is served over plain http on a LAN address, browsers give it no service worker
 * and no installation (both need a secure context; localhost counts as one). Rather than offer an
 * install that cannot happen, the page says what is missing and what still works: what a guest
 * posts while the Wi-Fi drops is kept in this browser (IndexedDB, no service worker needed) and
 * sent when the connection is back, but the site does not open without a connection. Closing the
 * note is remembered for the session, as closing the install dialog is.
 */
export function PlainHttpNote() {
  const { t } = useStrings('pwa');
  const [closed, setClosed] = useState(installDismissed);
  if (closed) return null;
  return (
    <aside
      aria-labelledby="plain-http-note-title"
      className="fixed bottom-4 left-4 z-30 grid max-w-sm gap-2 rounded-xl border border-blush-200 bg-white p-4 pr-10 text-sm text-stone-800 shadow-lg"
    >
      <h2 id="plain-http-note-title" className="font-semibold text-blush-700">
        {t('plainHttp.title')}
      </h2>
      <p>{t('plainHttp.missing')}</p>
      <p>{t('plainHttp.kept')}</p>
      <Button
        variant="ghost"
        size="icon"
        className="absolute right-1 top-1"
        aria-label={t('plainHttp.close')}
        onClick={() => {
          rememberInstallDismissed();
          setClosed(true);
        }}
      >
        <X aria-hidden />
      </Button>
    </aside>
  );
}

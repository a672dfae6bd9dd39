import { Download } from 'lucide-react';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useStrings } from '../../lib/use-strings';
import { lazyComponent } from '../../lib/lazy-component';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { useGuestSession } from '../guest-gate/session';
import {
  installDismissed,
  installPlatform,
  rememberInstallDismissed,
  runsInstalled,
} from './device';
import { installedNow, installOffer, onInstallChange, spendInstallOffer } from './install-prompt';
import { activateWaitingUpdate, onUpdateWaiting, registerServiceWorker } from './register';
import './strings';

// The dialogs (and Radix Dialog with them) load when one is about to open: a new guest at the
// welcome gate is offered no install and has no waiting update, so the gate never fetches them.
const InstallDialog = lazyComponent(
  () => import('./InstallDialog'),
  (module) => module.InstallDialog,
);
const PlainHttpNote = lazyComponent(
  () => import('./PlainHttpNote'),
  (module) => module.PlainHttpNote,
);
const UpdateDialog = lazyComponent(
  () => import('./UpdateDialog'),
  (module) => module.UpdateDialog,
);

/** True from the first time `open` is: a dialog stays mounted once shown, so it can animate closed. */
function useOnceOpen(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * The installable app's moving parts, loaded after the first paint: registers the service worker,
 * offers 'App Update Available' when a new version waits, and offers installing (the floating
 * 'Install App' button and the 'Install Wedding App' dialog) where it is possible and not done yet.
 */
export function PwaPrompts() {
  const { t } = useStrings('pwa');
  const guest = useGuestSession();
  const offer = useSyncExternalStore(onInstallChange, installOffer);
  const installed = useSyncExternalStore(onInstallChange, installedNow);
  const [platform] = useState(() => installPlatform(navigator));
  const [standalone] = useState(() => runsInstalled(window));
  // Plain http on a LAN address: no service worker and no installation (docs/pwa.md).
  const [insecure] = useState(() => window.isSecureContext === false);
  const [dismissed, setDismissed] = useState(installDismissed);
  const [openedByGuest, setOpenedByGuest] = useState(false);
  const [updateOpen, setUpdateOpen] = useState(false);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    registerServiceWorker();
    return onUpdateWaiting(() => setUpdateOpen(true));
  }, []);

  useEffect(() => {
    const onInstalled = () => {
      setOpenedByGuest(false);
      toast({ title: t('install.installed.title'), description: t('install.installed.description') });
    };
    window.addEventListener('appinstalled', onInstalled);
    return () => window.removeEventListener('appinstalled', onInstalled);
  }, [t]);

  // Past the welcome gate and not installed yet.
  const offerInstall =
    guest !== null &&
    !insecure &&
    !standalone &&
    !installed &&
    (offer !== null || platform === 'ios');

  // Spec guest-site §4: the dialog opens when the browser signals installation is available,
  // unless dismissed this session; the floating button opens it any time.
  const installOpen = offerInstall && (openedByGuest || (offer !== null && !dismissed));

  const installShown = useOnceOpen(installOpen);
  const updateShown = useOnceOpen(updateOpen);
  // The floating button may open the dialog at any moment: its chunk is fetched with the button.
  useEffect(() => {
    if (offerInstall) void InstallDialog.preload();
  }, [offerInstall]);

  const dismiss = () => {
    rememberInstallDismissed();
    setDismissed(true);
    setOpenedByGuest(false);
  };

  const install = async () => {
    const event = installOffer();
    if (!event) return;
    // A browser's prompt can be shown only once.
    spendInstallOffer();
    setOpenedByGuest(false);
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') {
      toast({ title: t('install.installing.title'), description: t('install.installing.description') });
    } else {
      dismiss();
    }
  };

  return (
    <>
      {insecure && guest !== null && !standalone && (
        <Suspense fallback={null}>
          <PlainHttpNote />
        </Suspense>
      )}
      {offerInstall && !installOpen && (
        <Button
          className="fixed bottom-4 left-4 z-30 rounded-full shadow-lg"
          onClick={() => setOpenedByGuest(true)}
        >
          <Download aria-hidden />
          {t('install.floatingButton')}
        </Button>
      )}
      {installShown && (
        // Each dialog waits for its own chunk: one loading never hides the other.
        <Suspense fallback={null}>
          <InstallDialog
            open={installOpen}
            onDismiss={dismiss}
            platform={platform}
            canPrompt={offer !== null}
            onInstall={() => void install()}
          />
        </Suspense>
      )}
      {updateShown && (
        <Suspense fallback={null}>
          <UpdateDialog
            open={updateOpen}
            updating={updating}
            onLater={() => setUpdateOpen(false)}
            onUpdate={() => {
              setUpdating(true);
              void activateWaitingUpdate();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

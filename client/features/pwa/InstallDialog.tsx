import { Bell, Download, Home, WifiOff, Zap } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import { Button } from '../../lib/ui/button';
import { DialogFooter, TitledDialog } from '../../lib/ui/dialog';
import { LazyNotificationsSetting } from '../push/LazyNotificationsSetting';
import type { InstallPlatform } from './device';
import './strings';

const benefits = [
  { key: 'offline', Icon: WifiOff },
  { key: 'fast', Icon: Zap },
  { key: 'push', Icon: Bell },
  { key: 'homeScreen', Icon: Home },
] as const;

export interface InstallDialogProps {
  open: boolean;
  /** Closed by the guest (dismiss icon, Escape, a tap outside). */
  onDismiss: () => void;
  platform: InstallPlatform;
  /** The browser offers its own install prompt: one button installs; otherwise steps by hand. */
  canPrompt: boolean;
  onInstall: () => void;
}

/** 'Install Wedding App': the benefits, then the browser's prompt or this device's own steps. */
export function InstallDialog({
  open,
  onDismiss,
  platform,
  canPrompt,
  onInstall,
}: InstallDialogProps) {
  const { t } = useStrings('pwa');
  const steps = t(`install.steps.${platform}`, { returnObjects: true }) as string[];
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => !next && onDismiss()}
      title={t('install.title')}
      description={t('install.description')}
    >
      <ul aria-label={t('install.benefitsLabel')} className="grid grid-cols-2 gap-2">
        {benefits.map(({ key, Icon }) => (
          <li
            key={key}
            className="flex items-center gap-2 rounded-lg bg-blush-50 p-2 text-stone-700"
          >
            <Icon className="size-5 shrink-0 text-blush-600" aria-hidden />
            {t(`install.benefits.${key}`)}
          </li>
        ))}
      </ul>
      {canPrompt ? (
        <p className="text-stone-700">{t('install.promptHint')}</p>
      ) : (
        <section aria-labelledby="install-steps-title">
          <h3 id="install-steps-title" className="mb-2 font-semibold text-stone-800">
            {t(`install.stepsTitle.${platform}`)}
          </h3>
          <ol className="list-decimal space-y-1 pl-6 text-stone-700">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      {canPrompt && (
        <DialogFooter>
          <Button onClick={onInstall}>
            <Download aria-hidden />
            {t('install.installApp')}
          </Button>
        </DialogFooter>
      )}
      <LazyNotificationsSetting />
      <p className="text-center text-sm text-stone-600">{t('install.later')}</p>
    </TitledDialog>
  );
}

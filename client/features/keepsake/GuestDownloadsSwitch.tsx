import { useStrings } from '../../lib/use-strings';
import type { KeepsakeSettings } from '../../../protocol/keepsake';
import { signalFailure } from '../../lib/failure-feedback';
import { SwitchRow } from '../../lib/ui/switch-row';
import { toast } from '../../lib/ui/use-toast';
import { useSaveKeepsakeSettings } from './useKeepsake';
import './strings';
import { Panel } from '../../lib/ui/panel';

/** The organizers' switch for guests' own downloads (the /my-posts page), and what it gives. */
export function GuestDownloadsSwitch({ settings }: { settings: KeepsakeSettings | undefined }) {
  const { t } = useStrings('keepsake');
  const save = useSaveKeepsakeSettings();
  const on = save.isPending ? save.variables : (settings?.guestDownloads ?? false);
  return (
    <Panel titleId="keepsake-guests-title" title={t('guests.title')}>
      <SwitchRow
        id="keepsake-guest-downloads"
        label={t('guests.label')}
        hint={t(on ? 'guests.on' : 'guests.off')}
        checked={on}
        disabled={!settings || save.isPending}
        onCheckedChange={(checked) =>
          save.mutate(checked, {
            onSuccess: ({ guestDownloads }) =>
              toast({ title: t(guestDownloads ? 'guests.savedOn' : 'guests.savedOff') }),
            onError: (error) => signalFailure(t('guests.errorTitle'), t('guests.failed'), error),
          })
        }
      />
    </Panel>
  );
}

import { useStrings } from '../../lib/use-strings';
import type { KeepsakeSettings } from '../../../protocol/keepsake';
import { signalFailure } from '../../lib/failure-feedback';
import { SwitchRow } from '../../lib/ui/switch-row';
import { toast } from '../../lib/ui/use-toast';
import { useSaveKeepsakeSettings } from './useKeepsake';
import './strings';

/** The organizers' switch for guests' own downloads (the /my-posts page), and what it gives. */
export function GuestDownloadsSwitch({ settings }: { settings: KeepsakeSettings | undefined }) {
  const { t } = useStrings('keepsake');
  const save = useSaveKeepsakeSettings();
  const on = save.isPending ? save.variables : (settings?.guestDownloads ?? false);
  return (
    <section
      aria-labelledby="keepsake-guests-title"
      className="grid content-start gap-3 rounded-xl border border-blush-100 bg-white p-4"
    >
      <h3 id="keepsake-guests-title" className="font-serif text-xl text-blush-700">
        {t('guests.title')}
      </h3>
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
    </section>
  );
}

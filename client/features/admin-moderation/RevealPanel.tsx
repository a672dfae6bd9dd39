import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { galleryRevealApi, type RevealSettings } from '../../../protocol/gallery-reveal';
import { call, queryKeyOf } from '../../lib/api';
import { serverText } from '../../lib/error-text';
import { FormField } from '../../lib/form-field';
import { Button } from '../../lib/ui/button';
import { Input } from '../../lib/ui/input';
import { Panel } from '../../lib/ui/panel';
import { toast } from '../../lib/ui/use-toast';
import { useStrings } from '../../lib/use-strings';
import {
  formatInZone,
  isoToZonedInput,
  zonedInputToIso,
} from '../admin-announcements/wedding-time';
import '../photos/reveal-strings';
import { revealKey, useRevealState } from '../photos/useGalleryReveal';
import { useWeddingSettings } from '../wedding/useWeddingSettings';

const settingsKey = queryKeyOf(galleryRevealApi.settings);

/**
 * The disposable-camera mode: the gallery hidden from guests until a time the organizers choose
 * (in the wedding's time zone), and a number of shots per guest.
 */
export function RevealPanel() {
  const { t, i18n } = useStrings('gallery-reveal');
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: () => call(galleryRevealApi.settings),
  });
  const state = useRevealState().data;
  const timeZone =
    useWeddingSettings().data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Panel titleId="gallery-reveal-title" title={t('admin.title')}>
      <p className="text-sm text-stone-700">{t('admin.hint')}</p>
      {state && (
        <p role="status" className="font-medium text-stone-800">
          {state.hidden && state.revealAt
            ? t('admin.hiddenUntil', {
                date: formatInZone(state.revealAt, timeZone, i18n.language),
                count: state.waiting,
              })
            : t('admin.isOpen')}
        </p>
      )}
      {settings.data && (
        // Keyed by the saved settings: the fields start from what is stored.
        <RevealForm
          key={JSON.stringify(settings.data)}
          saved={settings.data}
          timeZone={timeZone}
          hidden={state?.hidden === true}
        />
      )}
    </Panel>
  );
}

function RevealForm({
  saved,
  timeZone,
  hidden,
}: {
  saved: RevealSettings;
  timeZone: string;
  hidden: boolean;
}) {
  const { t } = useStrings('gallery-reveal');
  const queryClient = useQueryClient();
  const [when, setWhen] = useState(saved.revealAt ? isoToZonedInput(saved.revealAt, timeZone) : '');
  const [shots, setShots] = useState(
    saved.shotsPerGuest === null ? '' : String(saved.shotsPerGuest),
  );
  const [error, setError] = useState<string>();

  const save = useMutation({
    mutationFn: (body: Partial<RevealSettings>) => call(galleryRevealApi.saveSettings, { body }),
    onSuccess: (stored) => {
      queryClient.setQueryData(settingsKey, stored);
      void queryClient.invalidateQueries({ queryKey: revealKey });
      toast({ title: t('admin.saved') });
    },
    onError: (failure) => setError(serverText(failure) ?? t('admin.failed')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      revealAt: when ? zonedInputToIso(when, timeZone) : null,
      shotsPerGuest: shots.trim() === '' ? null : Number(shots),
    });
  };

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      <FormField id="gallery-reveal-at" label={t('admin.revealAt')}>
        {(aria) => (
          <Input
            {...aria}
            type="datetime-local"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="gallery-reveal-shots"
        label={t('admin.shots')}
        hint={t('admin.shotsHint')}
        error={error}
      >
        {(aria) => (
          <Input
            {...aria}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={shots}
            onChange={(e) => setShots(e.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('admin.save')}
        </Button>
        {hidden && (
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() => save.mutate({ revealAt: new Date().toISOString() })}
          >
            {t('admin.revealNow')}
          </Button>
        )}
      </div>
    </form>
  );
}

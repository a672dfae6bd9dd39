import { useQueryClient } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import {
  KEEPSAKE_MESSAGES,
  keepsakeNameModes,
  keepsakePaperSizes,
  type KeepsakeOptions,
} from '../../../protocol/keepsake';
import { ApiError } from '../../lib/api';
import { QueryStatus } from '../../lib/query-status';
import { AdminSection } from '../../lib/ui/admin-section';
import { Button } from '../../lib/ui/button';
import { Checkbox } from '../../lib/ui/checkbox';
import { Label } from '../../lib/ui/label';
import { GuestDownloadsSwitch } from './GuestDownloadsSwitch';
import { KeepsakeAnnouncer, KeepsakeJobView } from './KeepsakeJobView';
import { OptionGroup } from './OptionGroup';
import './strings';
import { keepsakeStatusKey, useKeepsakeStatus, useStartKeepsake } from './useKeepsake';

const nameLabels = {
  full: 'options.namesFull',
  first: 'options.namesFirst',
  none: 'options.namesNone',
} as const;
const paperLabels = { A4: 'options.paperA4', LETTER: 'options.paperLetter' } as const;

/** The /admin 'Keepsake' tab: build the ZIP of everything guests shared, and guests' own downloads. */
export function KeepsakeTab() {
  const { t } = useStrings('keepsake');
  const queryClient = useQueryClient();
  const status = useKeepsakeStatus();
  const start = useStartKeepsake();
  const job = status.data?.job ?? null;
  const running = job?.state === 'running';
  // Until the organizer picks, the last build's choices (or the contract's defaults) stand.
  const [picked, setPicked] = useState<Partial<KeepsakeOptions>>({});
  const options: KeepsakeOptions = {
    names: picked.names ?? job?.options.names ?? 'full',
    paper: picked.paper ?? job?.options.paper ?? 'A4',
    bleed: picked.bleed ?? job?.options.bleed ?? false,
  };

  const build = (chosen: KeepsakeOptions) =>
    start.mutate(chosen, {
      onError: (error) => {
        // Someone else's build is running: show it, live, in place of ours.
        if (error instanceof ApiError && error.status === 409)
          void queryClient.invalidateQueries({ queryKey: keepsakeStatusKey });
      },
    });

  return (
    <AdminSection
      titleId="admin-keepsake-title"
      title={t('title')}
      intro={t('intro')}
      introClassName="max-w-3xl text-stone-700"
    >
      <QueryStatus
        query={status}
        align="start"
        loadingText={t('loading')}
        errorText={t('loadError')}
        retryText={t('retry')}
      />
      {status.isSuccess && (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <div className="grid content-start gap-5 rounded-xl border border-blush-100 bg-white p-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <OptionGroup
                name="keepsake-names"
                legend={t('options.names')}
                choices={keepsakeNameModes.map((value) => ({ value, label: t(nameLabels[value]) }))}
                value={options.names}
                disabled={running || start.isPending}
                onChange={(names) => setPicked((p) => ({ ...p, names }))}
              />
              <OptionGroup
                name="keepsake-paper"
                legend={t('options.paper')}
                choices={keepsakePaperSizes.map((value) => ({
                  value,
                  label: t(paperLabels[value]),
                }))}
                value={options.paper}
                disabled={running || start.isPending}
                onChange={(paper) => setPicked((p) => ({ ...p, paper }))}
              />
            </div>
            <div className="flex items-start gap-3">
              <Checkbox
                id="keepsake-bleed"
                checked={options.bleed === true}
                disabled={running || start.isPending}
                aria-describedby="keepsake-bleed-hint"
                onCheckedChange={(value) => setPicked((p) => ({ ...p, bleed: value === true }))}
              />
              <div className="grid gap-1">
                <Label htmlFor="keepsake-bleed">{t('options.bleed')}</Label>
                <p id="keepsake-bleed-hint" className="text-sm text-stone-700">
                  {t('options.bleedHint')}
                </p>
              </div>
            </div>
            {!running && (
              <Button
                type="button"
                size="lg"
                className="justify-self-start"
                disabled={start.isPending}
                onClick={() => build(options)}
              >
                <Package aria-hidden />
                {start.isPending ? t('starting') : job ? t('buildAgain') : t('build')}
              </Button>
            )}
            {start.isError && <StartError error={start.error} />}
            <KeepsakeAnnouncer job={job} />
            {job && <KeepsakeJobView job={job} />}
            {job?.state === 'failed' && (
              <Button
                type="button"
                variant="outline"
                className="justify-self-start"
                disabled={start.isPending}
                onClick={() => build(job.options)}
              >
                {t('retry')}
              </Button>
            )}
          </div>
          <GuestDownloadsSwitch settings={status.data.settings} />
        </div>
      )}
    </AdminSection>
  );
}

function StartError({ error }: { error: Error }) {
  const { t } = useStrings('keepsake');
  const server =
    error instanceof ApiError && error.status === 409 ? error.serverMessage : undefined;
  // The server speaks English; the contract's own words are shown in the organizer's language.
  const text =
    server === KEEPSAKE_MESSAGES.alreadyRunning
      ? t('alreadyRunning')
      : (server ?? t('startFailed'));
  return (
    <p role="alert" className="font-medium text-red-800">
      {text}
    </p>
  );
}

export default KeepsakeTab;

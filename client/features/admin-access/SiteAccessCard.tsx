import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStrings } from '../../lib/use-strings';
import { Link } from 'react-router-dom';
import { siteAccessApi } from '../../../protocol/site-access';
import {
  siteAccessModes,
  type SiteAccessMode,
  type WeddingSettings,
} from '../../../protocol/wedding';
import { call } from '../../lib/api';
import { signalFailure } from '../../lib/failure-feedback';
import { toast } from '../../lib/ui/use-toast';
import { useWeddingSettings, weddingSettingsQueryKey } from '../wedding/useWeddingSettings';
import './strings';

const optionText = {
  open: { label: 'siteAccess.open', hint: 'siteAccess.openHint' },
  'invite-only': { label: 'siteAccess.inviteOnly', hint: 'siteAccess.inviteOnlyHint' },
} as const;

/** The organizer's switch: open site (first-name gate) or invite-only (invite-code sign-in). */
export function SiteAccessCard() {
  const { t } = useStrings('adminAccess');
  const queryClient = useQueryClient();
  const current = useWeddingSettings().data?.siteAccess;
  const change = useMutation({
    mutationFn: (mode: SiteAccessMode) => call(siteAccessApi.update, { body: { mode } }),
    onSuccess: ({ mode }) => {
      queryClient.setQueryData<WeddingSettings>(weddingSettingsQueryKey, (settings) =>
        settings ? { ...settings, siteAccess: mode } : settings,
      );
      toast({
        title: t('siteAccess.saved'),
        description: t(mode === 'open' ? 'siteAccess.savedOpen' : 'siteAccess.savedInviteOnly'),
      });
    },
    onError: () => signalFailure(t('unmatched.failedTitle'), t('siteAccess.failed')),
  });

  return (
    <section
      aria-labelledby="site-access-title"
      className="grid gap-3 rounded-xl border border-blush-100 bg-white p-5 shadow-sm"
    >
      <h2 id="site-access-title" className="font-serif text-2xl font-semibold text-blush-700">
        {t('siteAccess.title')}
      </h2>
      <fieldset className="grid gap-3" disabled={!current || change.isPending}>
        <legend className="mb-2 text-base text-stone-700">{t('siteAccess.description')}</legend>
        {siteAccessModes.map((mode) => (
          <label
            key={mode}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-blush-100 p-3 has-[:checked]:border-blush-500 has-[:checked]:bg-blush-50"
          >
            <input
              type="radio"
              name="site-access"
              value={mode}
              checked={(change.isPending ? change.variables : current) === mode}
              onChange={() => change.mutate(mode)}
              aria-labelledby={`site-access-${mode}-label`}
              aria-describedby={`site-access-${mode}-hint`}
              className="mt-1 size-5 accent-blush-600"
            />
            <span className="grid gap-0.5">
              <span id={`site-access-${mode}-label`} className="font-medium text-stone-800">
                {t(optionText[mode].label)}
              </span>
              <span id={`site-access-${mode}-hint`} className="text-sm text-stone-600">
                {t(optionText[mode].hint)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Link to="/guest-admin" className="text-base text-blush-700 underline underline-offset-4">
        {t('siteAccess.statusPage')}
      </Link>
    </section>
  );
}

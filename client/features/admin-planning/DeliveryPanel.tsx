import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { signalFailure } from '../../lib/failure-feedback';
import { Button } from '../../lib/ui/button';
import { Input } from '../../lib/ui/input';
import { toast } from '../../lib/ui/use-toast';
import { useCalendarSettings, useRotateFeed } from './usePlanning';
import { Panel } from '../../lib/ui/panel';
import { LabeledField } from '../../lib/ui/labeled-field';

/** Who the reminders reach, and the secret address calendar apps subscribe to. */
export function DeliveryPanel() {
  const { t } = useStrings('admin-planning');
  const settings = useCalendarSettings();
  const rotate = useRotateFeed();
  const [confirming, setConfirming] = useState(false);
  const data = settings.data;
  if (!data) return null;
  const feedUrl = `${window.location.origin}${data.feedPath}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl);
      toast({ title: t('delivery.copied') });
    } catch {
      // No clipboard here (a page served over plain http): select the address to copy by hand.
      const field = document.getElementById('planning-feed-url') as HTMLInputElement | null;
      field?.focus();
      field?.select();
    }
  };
  const makeNew = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('delivery.rotated') });
      },
      onError: (error) =>
        signalFailure(t('delivery.rotateFailed'), t('delivery.rotateFailed'), error),
    });

  return (
    <Panel titleId="planning-delivery-title" title={t('delivery.title')} layout="grid gap-3">
      <ul className="grid gap-1 text-stone-700">
        <li>
          {data.email.configured
            ? t('delivery.emailOn', { count: data.email.recipients })
            : t('delivery.emailOff')}
        </li>
        <li>
          {data.sms.configured
            ? t('delivery.smsOn', { count: data.sms.recipients })
            : t('delivery.smsOff')}
        </li>
      </ul>
      <LabeledField id="planning-feed-url" label={t('delivery.feed')}>
        <Input
          id="planning-feed-url"
          readOnly
          value={feedUrl}
          aria-describedby="planning-feed-hint"
          onFocus={(event) => event.target.select()}
        />
        <p id="planning-feed-hint" className="text-sm text-stone-600">
          {t('delivery.feedHint')}
        </p>
      </LabeledField>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          {t('delivery.copy')}
        </Button>
        {confirming ? (
          <>
            <span className="text-sm text-stone-700">{t('delivery.rotateConfirm')}</span>
            <Button variant="destructive" onClick={makeNew} disabled={rotate.isPending}>
              {t('delivery.rotate')}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('calendar.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden />
            {t('delivery.rotate')}
          </Button>
        )}
      </div>
    </Panel>
  );
}

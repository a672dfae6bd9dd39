import { Bell, BellOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { isContentLanguage } from '../../../protocol/localized';
import { useStrings } from '../../lib/use-strings';
import { Button } from '../../lib/ui/button';
import { readPushState, turnPushOff, turnPushOn } from './subscription';
import type { PushState } from './push-support';
import './strings';

/**
 * 'Notifications on this phone': the state, the one button that changes it, and, where the page
 * cannot change it, how the guest can. Nothing is asked of the browser until the button is tapped
 * (a permission prompt on page load is refused by most guests and, once refused, is final).
 */
export function NotificationsSetting({ className }: { className?: string }) {
  const { t, i18n } = useStrings('push');
  const titleId = useId();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void readPushState()
      .catch((): PushState => 'off')
      .then((read) => live && setState(read));
    return () => {
      live = false;
    };
  }, []);

  const change = async (next: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await next());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const language = isContentLanguage(i18n.language) ? i18n.language : 'en';

  return (
    <div
      role="group"
      aria-labelledby={titleId}
      aria-busy={state === null || busy}
      className={className ?? 'grid gap-2 rounded-xl border border-blush-100 bg-white p-4'}
      data-testid="notifications-setting"
      data-state={state ?? 'reading'}
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-stone-800">
        {state === 'on' ? (
          <Bell className="size-5 text-blush-600" aria-hidden />
        ) : (
          <BellOff className="size-5 text-blush-600" aria-hidden />
        )}
        {t('title')}
      </h3>
      <div role="status" className="grid gap-1 text-stone-700">
        {state && <p>{t(`state.${state}`)}</p>}
        {(state === 'on' || state === 'blocked') && (
          <p className="text-sm text-stone-600">{t(`how.${state}`)}</p>
        )}
        {failed && <p className="text-red-700">{t('failed')}</p>}
      </div>
      {state === 'off' && (
        <Button disabled={busy} onClick={() => void change(() => turnPushOn(language))}>
          <Bell aria-hidden />
          {busy ? t('working') : t('turnOn')}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="outline" disabled={busy} onClick={() => void change(turnPushOff)}>
          <BellOff aria-hidden />
          {busy ? t('working') : t('turnOff')}
        </Button>
      )}
    </div>
  );
}

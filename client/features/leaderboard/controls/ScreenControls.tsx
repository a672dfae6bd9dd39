import { useId, useState } from 'react';
import { useStrings } from '../../../lib/use-strings';
import {
  ROTATE_MAX_SECONDS,
  ROTATE_MIN_SECONDS,
  liveScreenModes,
  type LiveScreenMode,
} from '../../../../protocol/live-screen';
import { Button } from '../../../lib/ui/button';
import { Input } from '../../../lib/ui/input';
import { Label } from '../../../lib/ui/label';
import { useLiveScreen } from '../../live-wall/useLiveScreen';
import { useSaveLiveScreen } from './useLeaderboardControls';

/** What /live shows: moments, the leaderboard, or both in turn every N seconds. */
export function ScreenControls() {
  const { t } = useStrings('leaderboard');
  const current = useLiveScreen();
  const [draft, setDraft] = useState<{ mode: LiveScreenMode; seconds: string } | null>(null);
  const save = useSaveLiveScreen();
  const secondsId = useId();
  const mode = draft?.mode ?? current.mode;
  const seconds = draft?.seconds ?? String(current.rotateSeconds);
  const secondsNumber = Number(seconds);
  const secondsValid =
    Number.isInteger(secondsNumber) &&
    secondsNumber >= ROTATE_MIN_SECONDS &&
    secondsNumber <= ROTATE_MAX_SECONDS;

  return (
    <section aria-labelledby="screen-controls" className="grid gap-3">
      <h3 id="screen-controls" className="text-lg font-semibold text-stone-900">
        {t('controls.screen.title')}
      </h3>
      <p className="text-stone-700">{t('controls.screen.help')}</p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-stone-900">{t('controls.screen.mode')}</legend>
        {liveScreenModes.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-stone-800">
            <input
              type="radio"
              name="live-screen-mode"
              value={option}
              checked={mode === option}
              onChange={() => setDraft({ mode: option, seconds })}
              className="size-5 accent-blush-600"
            />
            {t(`controls.screen.${option}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'rotate' && (
        <div className="grid max-w-48 gap-1.5">
          <Label htmlFor={secondsId}>{t('controls.screen.seconds')}</Label>
          <Input
            id={secondsId}
            type="number"
            inputMode="numeric"
            min={ROTATE_MIN_SECONDS}
            max={ROTATE_MAX_SECONDS}
            value={seconds}
            aria-invalid={!secondsValid}
            onChange={(event) => setDraft({ mode, seconds: event.target.value })}
          />
        </div>
      )}
      <div className="flex items-center gap-3">
        <Button
          disabled={save.isPending || !secondsValid}
          onClick={() =>
            save.mutate(
              { mode, rotateSeconds: secondsValid ? secondsNumber : current.rotateSeconds },
              { onSuccess: () => setDraft(null) },
            )
          }
        >
          {t('controls.screen.save')}
        </Button>
        <span role="status" className="text-stone-700">
          {save.isSuccess && !draft ? t('controls.screen.saved') : ''}
        </span>
      </div>
      {save.isError && (
        <p role="alert" className="text-red-700">
          {t('controls.failed')}
        </p>
      )}
    </section>
  );
}

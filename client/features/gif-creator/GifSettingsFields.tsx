import { useStrings } from '../../lib/use-strings';
import { GIF_LIMITS, type GifSettings } from '../../../protocol/gif';
import './strings';
import { LabeledField } from '../../lib/ui/labeled-field';

const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, index) => min + index);

const selectClass =
  'min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-200 disabled:opacity-50';

/** Duration 1 to 5 s and frame rate 5 to 15 fps; only values within the limits can be chosen. */
export function GifSettingsFields({
  settings,
  onChange,
  disabled,
}: {
  settings: GifSettings;
  onChange: (settings: GifSettings) => void;
  disabled: boolean;
}) {
  const { t } = useStrings('gif-creator');
  const { durationSeconds, frameRate } = GIF_LIMITS;
  return (
    <div className="grid grid-cols-2 gap-3">
      <LabeledField id="gif-duration" label={t('settings.duration')}>
        <select
          id="gif-duration"
          className={selectClass}
          value={settings.duration}
          disabled={disabled}
          onChange={(event) => onChange({ ...settings, duration: Number(event.target.value) })}
        >
          {range(durationSeconds.min, durationSeconds.max).map((seconds) => (
            <option key={seconds} value={seconds}>
              {t('settings.seconds', { count: seconds })}
            </option>
          ))}
        </select>
      </LabeledField>
      <LabeledField id="gif-frame-rate" label={t('settings.frameRate')}>
        <select
          id="gif-frame-rate"
          className={selectClass}
          value={settings.frameRate}
          disabled={disabled}
          onChange={(event) => onChange({ ...settings, frameRate: Number(event.target.value) })}
        >
          {range(frameRate.min, frameRate.max).map((fps) => (
            <option key={fps} value={fps}>
              {t('settings.fps', { count: fps })}
            </option>
          ))}
        </select>
      </LabeledField>
    </div>
  );
}

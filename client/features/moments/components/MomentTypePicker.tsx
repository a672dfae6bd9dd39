import { Clapperboard, Film, Image, Type, type LucideIcon } from 'lucide-react';
import { useStrings } from '../../../lib/use-strings';
import { UPLOADABLE_MOMENT_TYPES, type MomentType } from '../../../../protocol/moments';
import { cn } from '../../../lib/ui/cn';
import '../strings';

const momentTypeIcons: Record<MomentType, LucideIcon> = {
  text: Type,
  photo: Image,
  video: Clapperboard,
  gif: Film,
};

type MomentTypePickerProps = {
  name: string;
  value: MomentType;
  onChange: (type: MomentType) => void;
};

/** Kinds a guest can share: text, or a file the photo pipeline takes (videos it does not). */
const shareableTypes: MomentType[] = ['text', ...UPLOADABLE_MOMENT_TYPES];

/** Large radio buttons (native radios, so arrow keys and screen readers work as usual). */
export function MomentTypePicker({ name, value, onChange }: MomentTypePickerProps) {
  const { t } = useStrings('moments');
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-base font-medium text-stone-800">{t('form.type')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {shareableTypes.map((type) => {
          const Icon = momentTypeIcons[type];
          return (
            <label key={type} className="relative">
              <input
                type="radio"
                name={name}
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex min-h-14 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md border border-stone-300 bg-white px-1 text-sm font-medium text-stone-700 peer-focus-visible:ring-2 peer-focus-visible:ring-blush-500 peer-focus-visible:ring-offset-2',
                  value === type && 'border-blush-600 bg-blush-100 text-blush-700',
                )}
              >
                <Icon aria-hidden className="size-5" />
                {t(`form.types.${type}`)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

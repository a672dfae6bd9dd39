import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';
import { Switch } from './switch';

type SwitchRowProps = Omit<ComponentProps<typeof Switch>, 'id'> & {
  /** The switch's id; its hint, when it has one, is `${id}-hint`. */
  id: string;
  label: ReactNode;
  /** Said under the label and read with the switch (its accessible description). */
  hint?: ReactNode;
  /**
   * 'leading': the switch first, its label and hint beside it (an option inside a form);
   * 'trailing': the label first and the switch at the row's end, the hint under the row (a setting).
   */
  layout?: 'leading' | 'trailing';
  /** Classes of the row around the label and the switch. */
  rowClassName?: string;
};

/** A labelled on/off switch: every switch on the site is named by its label the same way. */
export function SwitchRow({
  id,
  label,
  hint,
  layout = 'trailing',
  rowClassName,
  ...switchProps
}: SwitchRowProps) {
  const hintId = `${id}-hint`;
  const toggle = (
    <Switch
      id={id}
      aria-describedby={hint ? hintId : undefined}
      className={layout === 'leading' ? 'mt-0.5' : undefined}
      {...switchProps}
    />
  );
  if (layout === 'leading')
    return (
      <div className={cn('flex items-start gap-3', rowClassName)}>
        {toggle}
        <div className="grid gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          {hint && (
            <p id={hintId} className="text-sm text-stone-600">
              {hint}
            </p>
          )}
        </div>
      </div>
    );
  return (
    <>
      <div className={cn('flex items-center justify-between gap-3', rowClassName)}>
        <label htmlFor={id} className="text-stone-800">
          {label}
        </label>
        {toggle}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-stone-700">
          {hint}
        </p>
      )}
    </>
  );
}

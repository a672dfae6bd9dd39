import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../lib/form-field';
import { cn } from '../../lib/ui/cn';

/** A native select registered with react-hook-form: short fixed choices, keyboard and phone friendly. */
export function SelectField({
  id,
  label,
  registration,
  options,
  error,
  hint,
  className,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  options: { value: string; label: string }[];
  error?: string;
  hint?: string;
  className?: ComponentProps<'select'>['className'];
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <select
          {...aria}
          {...registration}
          className={cn(
            'h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500',
            className,
          )}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

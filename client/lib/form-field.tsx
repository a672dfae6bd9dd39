import type { ReactNode } from 'react';
import { Label } from './ui/label';

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** Shows a visual '*'; screen readers hear `requiredText` instead. */
  required?: boolean;
  requiredText?: string;
  /** Shown after the label of an optional field, e.g. '(optional)'. */
  optionalText?: string;
  hint?: ReactNode;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled form control with its hint and its error, announced to screen readers. */
export function FormField({
  id,
  label,
  required,
  requiredText,
  optionalText,
  hint,
  error,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && (
          <>
            <span aria-hidden className="text-blush-600">
              {' *'}
            </span>
            {requiredText && <span className="sr-only"> {requiredText}</span>}
          </>
        )}
        {!required && optionalText && (
          <span className="font-normal text-stone-500"> {optionalText}</span>
        )}
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

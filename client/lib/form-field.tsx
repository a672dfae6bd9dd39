import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

type FieldLayoutProps = {
  id: string;
  label: ReactNode;
  /** Shows a visual '*'; screen readers hear `requiredText` instead. */
  required?: boolean;
  requiredText?: string;
  /** Shown after the label of an optional field, e.g. '(optional)'. */
  optionalText?: string;
  hint?: ReactNode;
  error?: string;
};

type FormFieldProps = FieldLayoutProps & {
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
          <span className="font-normal text-stone-600"> {optionalText}</span>
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

/** What `fieldBinder` (form-binding.ts) gives a field: its registration, its error and its marks. */
type RegisteredFieldProps = FieldLayoutProps & { registration: UseFormRegisterReturn };

/** Splits a registered field's props into the FormField's and the control's own. */
function splitFieldProps<Rest>({
  registration,
  id,
  label,
  required,
  requiredText,
  optionalText,
  hint,
  error,
  ...control
}: RegisteredFieldProps & Rest) {
  return {
    field: { id, label, required, requiredText, optionalText, hint, error },
    registration,
    control,
  };
}

type InputFieldProps = RegisteredFieldProps &
  Omit<ComponentProps<typeof Input>, keyof RegisteredFieldProps | 'name' | 'ref'>;

/** A FormField around an Input registered with react-hook-form. */
export function InputField(props: InputFieldProps) {
  const { field, registration, control } = splitFieldProps(props);
  return (
    <FormField {...field}>{(aria) => <Input {...aria} {...registration} {...control} />}</FormField>
  );
}

type TextareaFieldProps = RegisteredFieldProps &
  Omit<ComponentProps<typeof Textarea>, keyof RegisteredFieldProps | 'name' | 'ref'>;

/** A FormField around a Textarea registered with react-hook-form. */
export function TextareaField(props: TextareaFieldProps) {
  const { field, registration, control } = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(aria) => <Textarea {...aria} {...registration} {...control} />}
    </FormField>
  );
}

/**
 * A form's submit button: disabled, and saying so, while the form is being sent. On a phone it
 * spans the form; on a wider screen it sits at the form's start.
 */
export function SubmitButton({
  pending,
  pendingText,
  children,
  className = 'w-full sm:w-auto sm:justify-self-start',
}: {
  pending: boolean;
  pendingText: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button type="submit" disabled={pending} className={className}>
      {pending ? pendingText : children}
    </Button>
  );
}

type PresetFieldProps = Omit<InputFieldProps, 'type' | 'autoComplete' | 'inputMode'>;

/** An e-mail address: the phone shows its e-mail keyboard and offers the saved address. */
export function EmailField(props: PresetFieldProps) {
  return <InputField {...props} type="email" autoComplete="email" />;
}

/** A link the guest pastes (a photo, a video): the phone shows its URL keyboard. */
export function UrlField(props: PresetFieldProps) {
  return <InputField {...props} type="url" inputMode="url" autoComplete="off" />;
}

/** A form headed by its own title, which also names it for screen readers. */
export function TitledForm({
  titleId,
  title,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="grid gap-4">
      <h3 id={titleId} className="font-serif text-2xl text-blush-700">
        {title}
      </h3>
      {children}
    </form>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

/** A control under its label, in a form whose state React keeps itself (not react-hook-form). */
export function LabeledField({
  id,
  label,
  children,
}: {
  /** The control's id, which the label names. */
  id: string;
  label: ReactNode;
  /** The control, then anything said under it (a hint). */
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

type TextInputFieldProps = Omit<ComponentProps<typeof Input>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: ReactNode;
  value: string;
  /** The text as it is typed. */
  onValueChange: (value: string) => void;
};

/** A labelled text input handing over its text as it is typed. */
export function TextInputField({
  id,
  label,
  value,
  onValueChange,
  ...inputProps
}: TextInputFieldProps) {
  return (
    <LabeledField id={id} label={label}>
      <Input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...inputProps}
      />
    </LabeledField>
  );
}

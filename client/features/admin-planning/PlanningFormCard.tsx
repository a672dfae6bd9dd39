import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { InputField, SubmitButton } from '../../lib/form-field';
import { Button } from '../../lib/ui/button';

type Props = {
  /** Names the form for screen readers (it has no heading of its own). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  saveText: string;
  savingText: string;
  cancelText: string;
  onCancel: () => void;
  children: ReactNode;
};

/** A planning form (event, vendor) open in place: its fields in two columns, then Save and Cancel. */
export function PlanningFormCard({
  label,
  onSubmit,
  pending,
  saveText,
  savingText,
  cancelText,
  onCancel,
  children,
}: Props) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className="grid gap-4 rounded-xl border border-blush-100 bg-white p-4 sm:grid-cols-2"
    >
      {children}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton pending={pending} pendingText={savingText} className="">
          {saveText}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancelText}
        </Button>
      </div>
    </form>
  );
}

type CategoryFieldProps = Omit<ComponentProps<typeof InputField>, 'list'> & {
  suggestions: readonly string[];
};

/** A category typed freely, the usual ones offered as the organizer types. */
export function CategoryField({ suggestions, ...props }: CategoryFieldProps) {
  const suggestionsId = `${props.id}-suggestions`;
  return (
    <>
      <InputField {...props} list={suggestionsId} autoComplete="off" />
      <datalist id={suggestionsId}>
        {suggestions.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { Button } from '../../lib/ui/button';

type Props = {
  /** The button's face, and its full name for screen readers (which item it acts on). */
  children: ReactNode;
  label: string;
  question: string;
  confirm: string;
  cancel: string;
  pending?: boolean;
  /** Whether to ask at all (leaving an editor asks only when something would be lost). */
  ask?: boolean;
  onConfirm: () => void;
};

/** A destructive action asked twice, in place: the question, then Yes or Cancel. */
export function ConfirmButton({
  children,
  label,
  question,
  confirm,
  cancel,
  pending,
  ask = true,
  onConfirm,
}: Props) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={label}
        onClick={() => (ask ? setAsking(true) : onConfirm())}
      >
        {children}
      </Button>
    );
  return (
    <span role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-stone-800">{question}</span>
      <Button
        type="button"
        variant="destructive"
        size="sm"
        disabled={pending}
        onClick={() => {
          onConfirm();
          setAsking(false);
        }}
      >
        {confirm}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => setAsking(false)}>
        {cancel}
      </Button>
    </span>
  );
}

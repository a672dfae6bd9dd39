import type { ReactNode } from 'react';
import { SubmitButton } from '../../lib/form-field';
import { Button } from '../../lib/ui/button';
import { DialogFooter, TitledDialog } from '../../lib/ui/dialog';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The form; it ends with a FormDialogFooter. */
  children: ReactNode;
};

/** An admin dialog holding one form: its title, what it is for, then the form. */
export function FormDialog({ open, onOpenChange, title, description, children }: FormDialogProps) {
  return (
    <TitledDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {children}
    </TitledDialog>
  );
}

type FooterProps = {
  onCancel: () => void;
  cancelText: string;
  pending: boolean;
  pendingText: string;
  submitText: string;
  /** The submit button's classes (SubmitButton's own placement when unset). */
  submitClassName?: string;
};

/** A dialog form's Cancel and its submit button, which says so while the form is being sent. */
export function FormDialogFooter({
  onCancel,
  cancelText,
  pending,
  pendingText,
  submitText,
  submitClassName,
}: FooterProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelText}
      </Button>
      <SubmitButton pending={pending} pendingText={pendingText} className={submitClassName}>
        {submitText}
      </SubmitButton>
    </DialogFooter>
  );
}

import type { ReactNode } from 'react';
import { TitledDialog } from './dialog';

type ImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Classes of the dialog's box (its width, its scrolling). */
  className?: string;
  /** The import's steps; built only while the dialog is open, so each opening starts afresh. */
  children: ReactNode;
};

/** The frame of an organizer's import (guests from a CSV, guests to a table). */
export function ImportDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: ImportDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={className}
    >
      {open && children}
    </TitledDialog>
  );
}

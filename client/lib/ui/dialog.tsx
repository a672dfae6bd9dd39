import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useStrings } from '../use-strings';
import { cn } from './cn';
import './strings';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-stone-900/60 backdrop-blur-[1px]', className)}
      {...props}
    />
  );
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hides the corner close button (e.g. when the dialog has its own Cancel button). */
  hideClose?: boolean;
};

export function DialogContent({
  className,
  children,
  hideClose = false,
  ...props
}: DialogContentProps) {
  const { t } = useStrings('ui');
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-blush-100 bg-white p-6 text-base text-stone-800 shadow-xl focus:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-md text-stone-600 hover:bg-blush-100 hover:text-blush-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500">
            <X className="size-5" aria-hidden />
            <span className="sr-only">{t('close')}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('font-serif text-2xl font-semibold leading-tight text-blush-700', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-base text-stone-600', className)} {...props} />
  );
}

type TitledDialogProps = Omit<DialogContentProps, 'title'> & {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The button that opens the dialog, when the dialog keeps its own open state with it. */
  trigger?: ReactNode;
  /** Said in the header under the description (where a game's questions come from). */
  note?: ReactNode;
  /** Attributes of the header (e.g. `data-screen-only` on a printed sheet). */
  headerProps?: ComponentProps<'div'> & { [data: `data-${string}`]: boolean | string };
  /** The description's own id, when the content names it in its aria-describedby (Radix's otherwise). */
  descriptionId?: string;
};

/**
 * A dialog named by its title and described by its description (what Radix reads out on opening),
 * then its content: the one frame every dialog of the site is built in.
 */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  note,
  headerProps,
  descriptionId,
  children,
  ...contentProps
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent {...contentProps}>
        <DialogHeader {...headerProps}>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription {...(descriptionId ? { id: descriptionId } : {})}>
            {description}
          </DialogDescription>
          {note}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

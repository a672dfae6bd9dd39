import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { guestNameFormSchema, type GuestSession } from '../../../protocol/guest-session';
import { Button } from '../../lib/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../lib/ui/dialog';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import { toast } from '../../lib/ui/use-toast';
import { signIn } from './sign-in';
import './strings';

type GuestNameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAuthenticated?: (guest: GuestSession) => void;
  /** Where the keyboard focus goes when the dialog is dismissed (it has no trigger of its own). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** 'Welcome to Our Wedding': the first-name form that lets a guest into the site on this device. */
export function GuestNameDialog({
  open,
  onOpenChange,
  onAuthenticated,
  returnFocusTo,
}: GuestNameDialogProps) {
  const { t } = useTranslation('guestGate');
  const fieldId = useId();
  // One field: a plain controlled input keeps a form library out of the first screen's JavaScript.
  const [firstName, setFirstName] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = guestNameFormSchema.safeParse({ firstName });
    if (!parsed.success) {
      setInvalid(true);
      toast({
        variant: 'destructive',
        title: t('toast.nameRequiredTitle'),
        description: t('toast.nameRequiredDescription'),
      });
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      const guest = signIn(parsed.data.firstName);
      toast({
        title: t('toast.welcomeTitle'),
        description: t('toast.welcomeDescription', { firstName: guest.firstName }),
      });
      onAuthenticated?.(guest);
      onOpenChange(false);
      setFirstName('');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.failedTitle'),
        description:
          error instanceof Error && error.message ? error.message : t('toast.failedDescription'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>{t('dialog.firstNameLabel')}</Label>
            <Input
              id={fieldId}
              autoComplete="given-name"
              autoCapitalize="words"
              enterKeyHint="go"
              placeholder={t('dialog.firstNamePlaceholder')}
              ref={inputRef}
              name="firstName"
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
              aria-invalid={invalid ? true : undefined}
            />
          </div>
          <DialogFooter>
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? t('dialog.submitting') : t('dialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

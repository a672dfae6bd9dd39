import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { guestNameFormSchema, type GuestNameForm, type GuestSession } from '../../../protocol/guest-session';
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
import { signIn } from './session';
import './strings';

type GuestNameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAuthenticated?: (guest: GuestSession) => void;
  /** Where the keyboard focus goes when the dialog is dismissed (it has no trigger of its own). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** 'Welcome to Our Wedding': the first-name form that lets a guest into the site on this device. */
export function GuestNameDialog({ open, onOpenChange, onAuthenticated, returnFocusTo }: GuestNameDialogProps) {
  const { t } = useTranslation('guestGate');
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<GuestNameForm>({ resolver: zodResolver(guestNameFormSchema), defaultValues: { firstName: '' } });

  const onValid = async ({ firstName }: GuestNameForm) => {
    try {
      const guest = signIn(firstName);
      toast({
        title: t('toast.welcomeTitle'),
        description: t('toast.welcomeDescription', { firstName: guest.firstName }),
      });
      onAuthenticated?.(guest);
      onOpenChange(false);
      reset();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.failedTitle'),
        description: error instanceof Error && error.message ? error.message : t('toast.failedDescription'),
      });
    }
  };

  const onInvalid = () => {
    toast({ variant: 'destructive', title: t('toast.nameRequiredTitle'), description: t('toast.nameRequiredDescription') });
    setFocus('firstName');
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
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>{t('dialog.firstNameLabel')}</Label>
            <Input
              id={fieldId}
              autoComplete="given-name"
              autoCapitalize="words"
              enterKeyHint="go"
              placeholder={t('dialog.firstNamePlaceholder')}
              aria-invalid={errors.firstName ? true : undefined}
              {...register('firstName')}
            />
          </div>
          <DialogFooter>
            <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? t('dialog.submitting') : t('dialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

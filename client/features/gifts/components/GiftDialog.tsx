import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CASH_APP_REDIRECT_DELAY_MS,
  GIFT_MESSAGES,
  type GiftType,
} from '../../../../protocol/gifts';
import { FormField } from '../../../lib/form-field';
import { haptic } from '../../../lib/haptics';
import { Button } from '../../../lib/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../lib/ui/dialog';
import { Input } from '../../../lib/ui/input';
import { Textarea } from '../../../lib/ui/textarea';
import { ToastAction } from '../../../lib/ui/toast';
import { toast } from '../../../lib/ui/use-toast';
import { validationText } from '../../../lib/validation-text';
import { GiftAmountField } from './GiftAmountField';
import {
  emptyGiftForm,
  giftFormSchema,
  toGiftBody,
  type GiftFormOutput,
  type GiftFormValues,
} from '../gift-form';
import { openInNewTab } from '../open-in-new-tab';
import '../strings';
import { useRecordGift } from '../hooks/useRecordGift';

type GiftDialogProps = {
  /** The fund the dialog records a gift for; null keeps it closed. */
  giftType: GiftType | null;
  onClose: () => void;
  cashAppUrl: string;
  cashAppHandle: string;
  /** Where the focus goes when the dialog closes, when the control that opened it is gone. */
  returnFocusTo?: () => HTMLElement | null;
};

export function GiftDialog({
  giftType,
  onClose,
  cashAppUrl,
  cashAppHandle,
  returnFocusTo,
}: GiftDialogProps) {
  const { t } = useTranslation('gifts');
  const recordGift = useRecordGift();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const scheduleCashApp = useCallback(() => {
    redirectTimer.current = setTimeout(() => openInNewTab(cashAppUrl), CASH_APP_REDIRECT_DELAY_MS);
  }, [cashAppUrl]);
  const form = useForm<GiftFormValues, unknown, GiftFormOutput>({
    resolver: zodResolver(giftFormSchema),
    defaultValues: emptyGiftForm,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => validationText(t, GIFT_MESSAGES, message);
  const close = () => {
    recordGift.reset();
    onClose();
  };

  const recordAndRedirect = async (values: GiftFormOutput) => {
    if (!giftType) return;
    try {
      await recordGift.mutateAsync(toGiftBody(values, giftType));
    } catch {
      haptic('error');
      toast({
        variant: 'destructive',
        title: t('toast.errorTitle'),
        description: t('toast.errorDescription'),
      });
      return;
    }
    haptic('success');
    toast({
      title: t('toast.successTitle'),
      description: t('toast.successDescription'),
      // Some browsers block a tab opened this long after the tap; the guest can still open it here.
      action: (
        <ToastAction altText={t('toast.openCashApp')} asChild>
          <a href={cashAppUrl} target="_blank" rel="noopener noreferrer">
            {t('toast.openCashApp')}
          </a>
        </ToastAction>
      ),
    });
    form.reset(emptyGiftForm);
    close();
    scheduleCashApp();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(recordAndRedirect)(event);

  return (
    <Dialog open={giftType !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent
        aria-describedby="gift-dialog-description"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{giftType ? t(`dialog.title.${giftType}`) : ''}</DialogTitle>
          <DialogDescription id="gift-dialog-description">
            {t('dialog.description', { handle: cashAppHandle })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField
            id="gift-donor-name"
            label={t('dialog.fullName')}
            required
            requiredText={t('dialog.required')}
            error={errorText(errors.donorName?.message)}
          >
            {(control) => (
              <Input {...control} {...form.register('donorName')} autoComplete="name" />
            )}
          </FormField>
          <FormField
            id="gift-donor-email"
            label={t('dialog.email')}
            optionalText={t('dialog.optional')}
            error={errorText(errors.donorEmail?.message)}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('donorEmail')}
                type="email"
                autoComplete="email"
              />
            )}
          </FormField>
          <FormField
            id="gift-donor-phone"
            label={t('dialog.phone')}
            optionalText={t('dialog.optional')}
            error={errorText(errors.donorPhone?.message)}
          >
            {(control) => (
              <Input {...control} {...form.register('donorPhone')} type="tel" autoComplete="tel" />
            )}
          </FormField>
          <GiftAmountField control={form.control} />
          <FormField
            id="gift-message"
            label={t('dialog.message')}
            optionalText={t('dialog.optional')}
            error={errorText(errors.message?.message)}
          >
            {(control) => (
              <Textarea
                {...control}
                {...form.register('message')}
                rows={3}
                placeholder={t('dialog.messagePlaceholder')}
              />
            )}
          </FormField>
          <FormField
            id="gift-cashapp-username"
            label={t('dialog.cashAppUsername')}
            optionalText={t('dialog.optional')}
            hint={t('dialog.cashAppHint')}
            error={errorText(errors.cashAppUsername?.message)}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('cashAppUsername')}
                autoComplete="off"
                placeholder="$cashtag"
              />
            )}
          </FormField>
          {recordGift.isError && (
            // The toast sits outside the modal dialog; saying it here too keeps it in view and heard.
            <p
              role="alert"
              className="rounded-md bg-red-50 px-3 py-2 text-base font-medium text-red-800"
            >
              {t('toast.errorDescription')}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" disabled={recordGift.isPending}>
              {recordGift.isPending ? t('dialog.submitting') : t('dialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useCallback, useEffect, useRef } from 'react';
import { useStrings } from '../../../lib/use-strings';
import { CASH_APP_REDIRECT_DELAY_MS, type GiftType } from '../../../../protocol/gifts';
import { EmailField, InputField, SubmitButton, TextareaField } from '../../../lib/form-field';
import { useProtocolForm } from '../../../lib/protocol-form';
import { Button } from '../../../lib/ui/button';
import { DialogFooter, TitledDialog } from '../../../lib/ui/dialog';
import { ToastAction } from '../../../lib/ui/toast';
import { toast } from '../../../lib/ui/use-toast';
import { GiftAmountField } from './GiftAmountField';
import { emptyGiftForm, giftFormSchema, toGiftBody } from '../gift-form';
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
  const { t } = useStrings('gifts');
  const recordGift = useRecordGift();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const scheduleCashApp = useCallback(() => {
    redirectTimer.current = setTimeout(() => openInNewTab(cashAppUrl), CASH_APP_REDIRECT_DELAY_MS);
  }, [cashAppUrl]);
  const { form, field, onSubmit, pending, failed, clearFailure } = useProtocolForm({
    schema: giftFormSchema,
    idPrefix: 'gift',
    defaultValues: emptyGiftForm,
    failure: t('toast.errorDescription'),
    submit: async (values) => {
      if (giftType) await recordGift.mutateAsync(toGiftBody(values, giftType));
    },
    onSuccess: () => {
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
    },
  });
  const close = () => {
    clearFailure();
    onClose();
  };

  return (
    <TitledDialog
      open={giftType !== null}
      onOpenChange={(open) => !open && close()}
      aria-describedby="gift-dialog-description"
      onCloseAutoFocus={(event) => {
        const target = returnFocusTo?.();
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      title={giftType ? t(`dialog.title.${giftType}`) : ''}
      descriptionId="gift-dialog-description"
      description={t('dialog.description', { handle: cashAppHandle })}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <InputField {...field.required('donorName', t('dialog.fullName'))} autoComplete="name" />
        <EmailField {...field.optional('donorEmail', t('dialog.email'))} />
        <InputField
          {...field.optional('donorPhone', t('dialog.phone'))}
          type="tel"
          autoComplete="tel"
        />
        <GiftAmountField control={form.control} />
        <TextareaField
          {...field.optional('message', t('dialog.message'))}
          rows={3}
          placeholder={t('dialog.messagePlaceholder')}
        />
        <InputField
          {...field.optional('cashAppUsername', t('dialog.cashAppUsername'))}
          hint={t('dialog.cashAppHint')}
          autoComplete="off"
          placeholder="$cashtag"
        />
        {failed && (
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
          <SubmitButton
            pending={pending}
            pendingText={t('dialog.submitting')}
            className="w-full sm:w-auto"
          >
            {t('dialog.submit')}
          </SubmitButton>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}

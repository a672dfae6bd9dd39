import { useTranslation } from 'react-i18next';
import {
  GIFT_TRACKER_MESSAGES,
  verifyGiftBodySchema,
  type GiftDonation,
} from '../../../protocol/gifts';
import { InputField, SubmitButton } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { Button } from '../../lib/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../lib/ui/dialog';
import { validationText } from '../../lib/validation-text';
import { formatMoney } from './gift-tracker';
import './strings';

type Props = {
  gift: GiftDonation;
  onVerify: (transactionId: string) => Promise<unknown>;
  onClose: () => void;
};

/** Asks for the transaction id, then marks the gift verified. Open while mounted. */
export function VerifyGiftDialog({ gift, onVerify, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-gifts');
  const { field, onSubmit, pending } = useProtocolForm({
    schema: verifyGiftBodySchema,
    idPrefix: 'verify-gift',
    defaultValues: { transactionId: '' },
    errorText: (message) => validationText(t, GIFT_TRACKER_MESSAGES, message),
    failure: t('toast.failed'),
    // Someone verified it meanwhile: say so under the field.
    conflictField: 'transactionId',
    submit: ({ transactionId }) => onVerify(transactionId),
    onSuccess: onClose,
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby="verify-gift-description">
        <DialogHeader>
          <DialogTitle>{t('verifyDialog.title', { name: gift.donorName })}</DialogTitle>
          <DialogDescription id="verify-gift-description">
            {t('verifyDialog.description', {
              amount: formatMoney(gift.amount, gift.currency, i18n.language),
            })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <InputField
            {...field.required('transactionId', t('verifyDialog.transactionId'))}
            autoComplete="off"
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('verifyDialog.cancel')}
            </Button>
            <SubmitButton
              pending={pending}
              pendingText={t('verifyDialog.submitting')}
              className="w-full sm:w-auto"
            >
              {t('verifyDialog.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

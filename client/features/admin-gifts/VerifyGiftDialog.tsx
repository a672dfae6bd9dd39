import { useStrings } from '../../lib/use-strings';
import { verifyGiftBodySchema, type GiftDonation } from '../../../protocol/gifts';
import { InputField } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { FormDialog, FormDialogFooter } from '../admin/FormDialog';
import { formatMoney } from './gift-tracker';
import './strings';

type Props = {
  gift: GiftDonation;
  onVerify: (transactionId: string) => Promise<unknown>;
  onClose: () => void;
};

/** Asks for the transaction id, then marks the gift verified. Open while mounted. */
export function VerifyGiftDialog({ gift, onVerify, onClose }: Props) {
  const { t, i18n } = useStrings('admin-gifts');
  const { field, onSubmit, pending } = useProtocolForm({
    schema: verifyGiftBodySchema,
    idPrefix: 'verify-gift',
    defaultValues: { transactionId: '' },
    failure: t('toast.failed'),
    // Someone verified it meanwhile: say so under the field.
    conflictField: 'transactionId',
    submit: ({ transactionId }) => onVerify(transactionId),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('verifyDialog.title', { name: gift.donorName })}
      description={t('verifyDialog.description', {
        amount: formatMoney(gift.amount, gift.currency, i18n.language),
      })}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <InputField
          {...field.required('transactionId', t('verifyDialog.transactionId'))}
          autoComplete="off"
        />
        <FormDialogFooter
          onCancel={onClose}
          cancelText={t('verifyDialog.cancel')}
          pending={pending}
          pendingText={t('verifyDialog.submitting')}
          submitText={t('verifyDialog.submit')}
          submitClassName="w-full sm:w-auto"
        />
      </form>
    </FormDialog>
  );
}

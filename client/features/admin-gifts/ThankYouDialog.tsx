import { useStrings } from '../../lib/use-strings';
import { thankYouBodySchema, type GiftDonation } from '../../../protocol/gifts';
import { InputField } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { FormDialog, FormDialogFooter } from '../admin/FormDialog';
import { localToday } from './gift-tracker';
import './strings';

type Props = {
  gift: GiftDonation;
  onMark: (sentOn: string) => Promise<unknown>;
  onClose: () => void;
};

/** The day the thank-you note went out (today unless changed). Open while mounted. */
export function ThankYouDialog({ gift, onMark, onClose }: Props) {
  const { t } = useStrings('admin-gifts');
  const today = localToday();
  const { field, onSubmit, pending } = useProtocolForm({
    schema: thankYouBodySchema,
    idPrefix: 'thank-you',
    defaultValues: { sentOn: today },
    failure: t('toast.failed'),
    conflictField: 'sentOn',
    submit: ({ sentOn }) => onMark(sentOn),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('thankYouDialog.title', { name: gift.donorName })}
      description={t('thankYouDialog.description')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <InputField
          {...field.required('sentOn', t('thankYouDialog.sentOn'))}
          type="date"
          max={today}
        />
        <FormDialogFooter
          onCancel={onClose}
          cancelText={t('thankYouDialog.cancel')}
          pending={pending}
          pendingText={t('thankYouDialog.submitting')}
          submitText={t('thankYouDialog.submit')}
          submitClassName="w-full sm:w-auto"
        />
      </form>
    </FormDialog>
  );
}

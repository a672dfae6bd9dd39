import { useTranslation } from 'react-i18next';
import {
  GIFT_TRACKER_MESSAGES,
  thankYouBodySchema,
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
import { localToday } from './gift-tracker';
import './strings';

type Props = {
  gift: GiftDonation;
  onMark: (sentOn: string) => Promise<unknown>;
  onClose: () => void;
};

/** The day the thank-you note went out (today unless changed). Open while mounted. */
export function ThankYouDialog({ gift, onMark, onClose }: Props) {
  const { t } = useTranslation('admin-gifts');
  const today = localToday();
  const { field, onSubmit, pending } = useProtocolForm({
    schema: thankYouBodySchema,
    idPrefix: 'thank-you',
    defaultValues: { sentOn: today },
    errorText: (message) => validationText(t, GIFT_TRACKER_MESSAGES, message),
    failure: t('toast.failed'),
    conflictField: 'sentOn',
    submit: ({ sentOn }) => onMark(sentOn),
    onSuccess: onClose,
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby="thank-you-description">
        <DialogHeader>
          <DialogTitle>{t('thankYouDialog.title', { name: gift.donorName })}</DialogTitle>
          <DialogDescription id="thank-you-description">
            {t('thankYouDialog.description')}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <InputField
            {...field.required('sentOn', t('thankYouDialog.sentOn'))}
            type="date"
            max={today}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('thankYouDialog.cancel')}
            </Button>
            <SubmitButton
              pending={pending}
              pendingText={t('thankYouDialog.submitting')}
              className="w-full sm:w-auto"
            >
              {t('thankYouDialog.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

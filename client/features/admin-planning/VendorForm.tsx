import { useStrings } from '../../lib/use-strings';
import type { Vendor } from '../../../protocol/planning';
import {
  VENDOR_CATEGORY_SUGGESTIONS,
  VENDOR_ICONS,
  vendorInputSchema,
  type VendorInput,
} from '../../../protocol/vendors';
import { EmailField, InputField } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { toast } from '../../lib/ui/use-toast';
import { messageText } from '../../lib/error-text';
import { SelectField } from '../wedding-editor/SelectField';
import { CategoryField, PlanningFormCard } from './PlanningFormCard';
import './strings';

type Props = {
  vendor?: Vendor;
  onSave: (body: VendorInput) => Promise<unknown>;
  onDone: () => void;
};

/** Add or edit one vendor: who, what they do, and how to reach them. */
export function VendorForm({ vendor, onSave, onDone }: Props) {
  const { t } = useStrings('admin-planning');
  const idPrefix = vendor ? `vendor-${vendor.id}` : 'vendor-new';
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: vendorInputSchema,
    idPrefix,
    defaultValues: {
      name: vendor?.name ?? '',
      category: vendor?.category ?? '',
      contactName: vendor?.contactName ?? '',
      phone: vendor?.phone ?? '',
      email: vendor?.email ?? '',
      icon: vendor?.icon ?? '',
    },
    failure: t('vendorForm.failed'),
    submit: (values) => onSave(values),
    onSuccess: () => {
      toast({ title: t('vendorForm.saved') });
      onDone();
    },
  });

  return (
    <PlanningFormCard
      label={vendor ? t('vendorForm.editTitle') : t('vendorForm.newTitle')}
      onSubmit={onSubmit}
      pending={pending}
      saveText={t('vendorForm.save')}
      savingText={t('vendorForm.saving')}
      cancelText={t('vendorForm.cancel')}
      onCancel={onDone}
    >
      <InputField {...field.required('name', t('vendorForm.name'))} autoComplete="off" />
      <CategoryField
        {...field.required('category', t('vendorForm.category'))}
        suggestions={VENDOR_CATEGORY_SUGGESTIONS}
      />
      <InputField
        {...field.optional('contactName', t('vendorForm.contactName'))}
        autoComplete="off"
      />
      <InputField
        {...field.optional('phone', t('vendorForm.phone'))}
        type="tel"
        inputMode="tel"
        autoComplete="off"
      />
      <EmailField {...field.optional('email', t('vendorForm.email'))} />
      <SelectField
        id={`${idPrefix}-icon`}
        label={t('vendorForm.icon')}
        registration={form.register('icon')}
        error={messageText(form.formState.errors.icon?.message)}
        options={[
          { value: '', label: t('vendorForm.noIcon') },
          ...VENDOR_ICONS.map((icon) => ({ value: icon, label: t(`icons.${icon}`) })),
        ]}
      />
    </PlanningFormCard>
  );
}

import { useStrings } from '../../lib/use-strings';
import {
  addGuestFormSchema,
  guestCategories,
  guestSides,
  type AddGuestForm,
  type AdminGuest,
} from '../../../protocol/admin-guests';
import { ChoiceField } from '../../lib/choice-field';
import { FormField, InputField } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { toast } from '../../lib/ui/use-toast';
import { FormDialog, FormDialogFooter } from '../admin/FormDialog';
import './strings';
import { useAddGuest, useEditGuest } from './useAdminGuests';

const blank: AddGuestForm = {
  name: '',
  email: '',
  phone: '',
  category: 'friends',
  plusOne: false,
  dietaryRestrictions: '',
  tableAssignment: '',
  side: '',
  travelingFrom: '',
  accessibilityNeeds: '',
  language: '',
};

const valuesOf = (guest: AdminGuest): AddGuestForm => ({
  name: guest.name,
  email: guest.email,
  phone: guest.phone ?? '',
  category: guest.category,
  plusOne: guest.plusOne,
  dietaryRestrictions: guest.dietaryRestrictions ?? '',
  tableAssignment: guest.tableAssignment ?? '',
  side: guest.side ?? '',
  travelingFrom: guest.travelingFrom ?? '',
  accessibilityNeeds: guest.accessibilityNeeds ?? '',
  language: guest.language ?? '',
});

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The guest being edited; none for 'Add Guest'. */
  guest?: AdminGuest;
};

/** 'Add Guest' (spec §5 add-guest form) and its twin for editing a row. */
export function GuestFormDialog({ open, onOpenChange, guest }: Props) {
  const { t } = useStrings('admin-guests');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={guest ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.description')}
    >
      {open && (
        <GuestForm key={guest?.id ?? 'new'} guest={guest} onDone={() => onOpenChange(false)} />
      )}
    </FormDialog>
  );
}

function GuestForm({ guest, onDone }: { guest?: AdminGuest; onDone: () => void }) {
  const { t } = useStrings('admin-guests');
  const add = useAddGuest();
  const edit = useEditGuest();
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: addGuestFormSchema,
    idPrefix: 'guest',
    defaultValues: guest ? valuesOf(guest) : blank,
    failure: guest ? t('toast.saveFailed') : t('toast.addFailed'),
    conflictField: 'email',
    // Status and invitation are left out of an edit: the row's own controls change them, and a
    // stale copy here must not undo another organizer's change.
    submit: (values) =>
      guest ? edit.mutateAsync({ id: guest.id, values }) : add.mutateAsync(values),
    onSuccess: () => {
      toast(
        guest
          ? { title: t('toast.saved'), description: t('toast.savedDescription') }
          : { title: t('toast.added'), description: t('toast.addedDescription') },
      );
      onDone();
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <InputField {...field.required('name', t('form.name'))} autoComplete="off" />
      <InputField {...field.required('email', t('form.email'))} type="email" autoComplete="off" />
      <InputField {...field.optional('phone', t('form.phone'))} type="tel" autoComplete="off" />
      <ChoiceField
        control={form.control}
        name="category"
        id="guest-category"
        label={t('form.category')}
        choices={guestCategories.map((category) => ({
          value: category,
          label: t(`category.${category}`),
        }))}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-5 accent-blush-600" {...form.register('plusOne')} />
        {t('form.plusOne')}
      </label>
      <InputField
        {...field.optional('dietaryRestrictions', t('form.dietary'))}
        id="guest-dietary"
        label={t('form.dietary')}
      />
      <InputField
        {...field.optional('tableAssignment', t('form.table'))}
        id="guest-table"
        label={t('form.table')}
      />
      <FormField id="guest-side" label={t('form.side')}>
        {(aria) => (
          <select
            {...aria}
            {...form.register('side')}
            className="min-h-11 rounded-md border border-stone-300 bg-white px-3 text-base"
          >
            <option value="">{t('form.sideUnset')}</option>
            {guestSides.map((side) => (
              <option key={side} value={side}>
                {t(`form.sides.${side}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="guest-language" label={t('form.language')} hint={t('form.languageHint')}>
        {(aria) => (
          <select
            {...aria}
            {...form.register('language')}
            className="min-h-11 rounded-md border border-stone-300 bg-white px-3 text-base"
          >
            <option value="">{t('form.languageDefault')}</option>
            <option value="en" lang="en">
              English
            </option>
            <option value="es" lang="es">
              Español
            </option>
          </select>
        )}
      </FormField>
      <InputField
        {...field.optional('travelingFrom', t('form.travelingFrom'))}
        id="guest-traveling-from"
        label={t('form.travelingFrom')}
      />
      <InputField
        {...field.optional('accessibilityNeeds', t('form.accessibility'))}
        id="guest-accessibility"
        label={t('form.accessibility')}
      />
      <FormDialogFooter
        onCancel={onDone}
        cancelText={t('form.cancel')}
        pending={pending}
        pendingText={guest ? t('form.saving') : t('form.adding')}
        submitText={guest ? t('form.save') : t('form.add')}
      />
    </form>
  );
}

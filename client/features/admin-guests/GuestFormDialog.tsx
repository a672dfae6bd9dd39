import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  GUEST_LIST_ERRORS,
  addGuestFormSchema,
  guestCategories,
  type AddGuestForm,
  type AdminGuest,
} from '../../../protocol/admin-guests';
import { ApiError } from '../../lib/api';
import { signalFailure } from '../../lib/failure-feedback';
import { fieldBinder } from '../../lib/form-binding';
import { FormField, InputField, SubmitButton } from '../../lib/form-field';
import { Button } from '../../lib/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../lib/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../lib/ui/select';
import { toast } from '../../lib/ui/use-toast';
import { validationText } from '../../lib/validation-text';
import { GUEST_MESSAGES } from './guest-messages';
import './strings';
import { useAddGuest, useEditGuest } from './useAdminGuests';

type FormOutput = z.output<typeof addGuestFormSchema>;

const blank: AddGuestForm = {
  name: '',
  email: '',
  phone: '',
  category: 'friends',
  plusOne: false,
  dietaryRestrictions: '',
  tableAssignment: '',
};

const valuesOf = (guest: AdminGuest): AddGuestForm => ({
  name: guest.name,
  email: guest.email,
  phone: guest.phone ?? '',
  category: guest.category,
  plusOne: guest.plusOne,
  dietaryRestrictions: guest.dietaryRestrictions ?? '',
  tableAssignment: guest.tableAssignment ?? '',
});

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The guest being edited; none for 'Add Guest'. */
  guest?: AdminGuest;
};

/** 'Add Guest' (spec §5 add-guest form) and its twin for editing a row. */
export function GuestFormDialog({ open, onOpenChange, guest }: Props) {
  const { t } = useTranslation('admin-guests');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{guest ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        {open && (
          <GuestForm key={guest?.id ?? 'new'} guest={guest} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function GuestForm({ guest, onDone }: { guest?: AdminGuest; onDone: () => void }) {
  const { t } = useTranslation('admin-guests');
  const add = useAddGuest();
  const edit = useEditGuest();
  const form = useForm<AddGuestForm, unknown, FormOutput>({
    resolver: zodResolver(addGuestFormSchema),
    defaultValues: guest ? valuesOf(guest) : blank,
    mode: 'onTouched',
  });
  const field = fieldBinder(form, {
    requiredText: t('form.required'),
    optionalText: t('form.optional'),
    errorText: (message) => validationText(t, GUEST_MESSAGES, message),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      if (guest) {
        // Status and invitation are left out: the row's own controls change them, and a
        // stale copy here must not undo another organizer's change.
        await edit.mutateAsync({ id: guest.id, values });
        toast({ title: t('toast.saved'), description: t('toast.savedDescription') });
      } else {
        await add.mutateAsync(values);
        toast({ title: t('toast.added'), description: t('toast.addedDescription') });
      }
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError(
          'email',
          { message: GUEST_LIST_ERRORS.duplicateEmail },
          { shouldFocus: true },
        );
        return;
      }
      if (error instanceof ApiError && error.status === 401) return;
      signalFailure(t('toast.errorTitle'), guest ? t('toast.saveFailed') : t('toast.addFailed'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <InputField
        {...field.required('name')}
        id="guest-name"
        label={t('form.name')}
        autoComplete="off"
      />
      <InputField
        {...field.required('email')}
        id="guest-email"
        label={t('form.email')}
        type="email"
        autoComplete="off"
      />
      <InputField
        {...field.optional('phone')}
        id="guest-phone"
        label={t('form.phone')}
        type="tel"
        autoComplete="off"
      />
      <FormField id="guest-category" label={t('form.category')}>
        {(aria) => (
          <Controller
            control={form.control}
            name="category"
            render={({ field: control }) => (
              <Select value={control.value} onValueChange={control.onChange}>
                <SelectTrigger {...aria}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {guestCategories.map((category) => (
                    <SelectItem key={category} value={category}>
                      {t(`category.${category}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-5 accent-blush-600" {...form.register('plusOne')} />
        {t('form.plusOne')}
      </label>
      <InputField
        {...field.optional('dietaryRestrictions')}
        id="guest-dietary"
        label={t('form.dietary')}
      />
      <InputField {...field.optional('tableAssignment')} id="guest-table" label={t('form.table')} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <SubmitButton
          pending={add.isPending || edit.isPending}
          pendingText={guest ? t('form.saving') : t('form.adding')}
        >
          {guest ? t('form.save') : t('form.add')}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

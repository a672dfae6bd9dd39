import { useState } from 'react';
import { useController } from 'react-hook-form';
import { createHouseholdBodySchema, type Household } from '../../../protocol/households';
import { messageText, serverText } from '../../lib/error-text';
import { useProtocolForm } from '../../lib/protocol-form';
import { TextInputField } from '../../lib/ui/labeled-field';
import { toast } from '../../lib/ui/use-toast';
import { useStrings } from '../../lib/use-strings';
import { FormDialog, FormDialogFooter } from '../admin/FormDialog';
import { fullName, householdLabel } from './households-cache';
import { useHouseholdChanges } from './useHouseholds';
import './strings';

/** A new household of the chosen guests, each taken out of the household they were in. */
export function NewHouseholdDialog({
  households,
  onClose,
}: {
  households: Household[];
  onClose: () => void;
}) {
  const { t } = useStrings('admin-households');
  const { create } = useHouseholdChanges();
  const { form, onSubmit, pending } = useProtocolForm({
    schema: createHouseholdBodySchema,
    idPrefix: 'new-household',
    defaultValues: { memberIds: [] },
    failure: (error) => serverText(error) ?? t('failed'),
    submit: ({ memberIds }) => create.mutateAsync(memberIds),
    onSuccess: () => {
      toast({ title: t('households.saved') });
      onClose();
    },
  });
  const { field } = useController({ control: form.control, name: 'memberIds' });
  const chosen = new Set(field.value);
  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...chosen, id] : [...chosen].filter((chosenId) => chosenId !== id));
  const error = messageText(form.formState.errors.memberIds?.message);
  // A wedding's list runs to hundreds: the search narrows what is shown, never what is chosen.
  const [search, setSearch] = useState('');
  const shown = (name: string) =>
    !search.trim() || name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('dialogs.createTitle')}
      description={t('dialogs.createDescription')}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('dialogs.createTitle')}
        className="grid gap-4"
      >
        <TextInputField
          id="new-household-search"
          label={t('dialogs.search')}
          type="search"
          value={search}
          onValueChange={setSearch}
          autoComplete="off"
        />
        <fieldset
          className="grid gap-2"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'new-household-error' : undefined}
        >
          <legend className="mb-1 text-sm font-semibold text-stone-900">
            {t('dialogs.chosenGuests')}
          </legend>
          <ul className="grid max-h-80 gap-1 overflow-y-auto">
            {households.flatMap((household) =>
              household.members.map((member) => (
                <li key={member.id} hidden={!shown(fullName(member)) && !chosen.has(member.id)}>
                  <label className="flex min-h-11 items-center gap-3 text-stone-800">
                    <input
                      type="checkbox"
                      checked={chosen.has(member.id)}
                      onChange={(event) => toggle(member.id, event.target.checked)}
                      className="size-5 shrink-0 accent-blush-600"
                    />
                    {t('dialogs.fromHousehold', {
                      guest: fullName(member),
                      household: householdLabel(household),
                    })}
                  </label>
                </li>
              )),
            )}
          </ul>
          {error && (
            <p id="new-household-error" role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </fieldset>
        <FormDialogFooter
          onCancel={onClose}
          cancelText={t('cancel')}
          pending={pending}
          pendingText={t('saving')}
          submitText={t('dialogs.createSubmit')}
        />
      </form>
    </FormDialog>
  );
}

import { z } from 'zod';
import {
  HOUSEHOLD_LIMITS,
  companionsAllowedBodySchema,
  householdNameBodySchema,
  mergeHouseholdBodySchema,
  moveMemberBodySchema,
  type Household,
} from '../../../protocol/households';
import { messageText, serverText } from '../../lib/error-text';
import { InputField } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { toast } from '../../lib/ui/use-toast';
import { useStrings } from '../../lib/use-strings';
import { FormDialog, FormDialogFooter } from '../admin/FormDialog';
import { SelectField } from '../wedding-editor/SelectField';
import { fullName, householdLabel } from './households-cache';
import { useHouseholdChanges } from './useHouseholds';
import './strings';

export type HouseholdDialog = 'rename' | 'companions' | 'move' | 'merge';

type Props = {
  household: Household;
  households: Household[];
  open: HouseholdDialog | null;
  onClose: () => void;
};

/** Said for a choice left empty; worded by the dialog in the organizer's language. */
const NOTHING_CHOSEN = 'households.nothingChosen';

type DialogProps = Omit<Props, 'open'>;

/** What every dialog's form shares: its failure words, its empty choice, closing once saved. */
function useDialogForm(
  { household, onClose }: DialogProps,
  chooseText: 'dialogs.chooseGuest' | 'dialogs.chooseHousehold',
) {
  const { t } = useStrings('admin-households');
  return {
    t,
    label: householdLabel(household),
    id: household.id,
    changes: useHouseholdChanges(),
    options: {
      failure: (error: unknown) => serverText(error) ?? t('failed'),
      errorText: (message: string | undefined) =>
        message === NOTHING_CHOSEN ? t(chooseText) : messageText(message),
      onSuccess: () => {
        toast({ title: t('households.saved') });
        onClose();
      },
    },
    frame: {
      open: true,
      onOpenChange: (next: boolean) => {
        if (!next) onClose();
      },
    },
    footer: (pending: boolean, submitText: string) => (
      <FormDialogFooter
        onCancel={onClose}
        cancelText={t('cancel')}
        pending={pending}
        pendingText={t('saving')}
        submitText={submitText}
      />
    ),
  };
}

function RenameDialog(props: DialogProps) {
  const { t, label, id, changes, options, frame, footer } = useDialogForm(
    props,
    'dialogs.chooseGuest',
  );
  const { field, onSubmit, pending } = useProtocolForm({
    ...options,
    schema: householdNameBodySchema,
    idPrefix: `household-${id}-rename`,
    defaultValues: { name: props.household.name },
    submit: ({ name }) => changes.rename.mutateAsync({ id, name }),
  });
  return (
    <FormDialog
      {...frame}
      title={t('dialogs.renameTitle')}
      description={t('dialogs.renameDescription')}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('households.renameOf', { name: label })}
        className="grid gap-4"
      >
        <InputField {...field.optional('name', t('dialogs.name'))} autoComplete="off" />
        {footer(pending, t('dialogs.save'))}
      </form>
    </FormDialog>
  );
}

function CompanionsDialog(props: DialogProps) {
  const { t, label, id, changes, options, frame, footer } = useDialogForm(
    props,
    'dialogs.chooseGuest',
  );
  const { field, onSubmit, pending } = useProtocolForm({
    ...options,
    schema: companionsAllowedBodySchema,
    idPrefix: `household-${id}-companions`,
    defaultValues: { companionsAllowed: props.household.companionsAllowed },
    submit: ({ companionsAllowed }) =>
      changes.setCompanionsAllowed.mutateAsync({ id, companionsAllowed }),
  });
  return (
    <FormDialog
      {...frame}
      title={t('dialogs.companionsTitle')}
      description={t('dialogs.companionsDescription')}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('households.setCompanionsOf', { name: label })}
        className="grid gap-4"
      >
        <InputField
          {...field.required('companionsAllowed', t('dialogs.companionsAllowed'), {
            valueAsNumber: true,
          })}
          type="number"
          min={0}
          max={HOUSEHOLD_LIMITS.companions}
          inputMode="numeric"
        />
        {footer(pending, t('dialogs.save'))}
      </form>
    </FormDialog>
  );
}

function MoveDialog(props: DialogProps) {
  const { t, label, id, changes, options, frame, footer } = useDialogForm(
    props,
    'dialogs.chooseGuest',
  );
  const { form, onSubmit, pending } = useProtocolForm({
    ...options,
    schema: z.object({ guestId: z.string().min(1, NOTHING_CHOSEN) }).pipe(moveMemberBodySchema),
    idPrefix: `household-${id}-move`,
    defaultValues: { guestId: '' },
    submit: ({ guestId }) => changes.moveMember.mutateAsync({ id, guestId }),
  });
  const guests = props.households
    .filter((other) => other.id !== id)
    .flatMap((other) =>
      other.members.map((member) => ({
        value: member.id,
        label: t('dialogs.fromHousehold', {
          guest: fullName(member),
          household: householdLabel(other),
        }),
      })),
    );
  return (
    <FormDialog
      {...frame}
      title={t('dialogs.moveTitle')}
      description={t('dialogs.moveDescription')}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('households.moveHereOf', { name: label })}
        className="grid gap-4"
      >
        <SelectField
          id={`household-${id}-move-guestId`}
          label={t('dialogs.guest')}
          registration={form.register('guestId')}
          error={options.errorText(form.formState.errors.guestId?.message)}
          options={[{ value: '', label: t('dialogs.chooseGuest') }, ...guests]}
        />
        {footer(pending, t('dialogs.move'))}
      </form>
    </FormDialog>
  );
}

function MergeDialog(props: DialogProps) {
  const { t, label, id, changes, options, frame, footer } = useDialogForm(
    props,
    'dialogs.chooseHousehold',
  );
  const { form, onSubmit, pending } = useProtocolForm({
    ...options,
    schema: z
      .object({ householdId: z.string().min(1, NOTHING_CHOSEN) })
      .pipe(mergeHouseholdBodySchema),
    idPrefix: `household-${id}-merge`,
    defaultValues: { householdId: '' },
    submit: ({ householdId }) => changes.merge.mutateAsync({ id, householdId }),
  });
  const others = props.households.filter((other) => other.id !== id);
  return (
    <FormDialog
      {...frame}
      title={t('dialogs.mergeTitle')}
      description={t('dialogs.mergeDescription')}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('households.mergeOf', { name: label })}
        className="grid gap-4"
      >
        <SelectField
          id={`household-${id}-merge-householdId`}
          label={t('dialogs.household')}
          registration={form.register('householdId')}
          error={options.errorText(form.formState.errors.householdId?.message)}
          options={[
            { value: '', label: t('dialogs.chooseHousehold') },
            ...others.map((other) => ({ value: other.id, label: householdLabel(other) })),
          ]}
        />
        {footer(pending, t('dialogs.mergeSubmit'))}
      </form>
    </FormDialog>
  );
}

const dialogs = {
  rename: RenameDialog,
  companions: CompanionsDialog,
  move: MoveDialog,
  merge: MergeDialog,
} as const;

/** The open dialog of one household's actions (rename, companions allowed, add a guest, merge). */
export function HouseholdDialogs({ open, ...props }: Props) {
  if (!open) return null;
  const Dialog = dialogs[open];
  return <Dialog {...props} />;
}

import { Controller } from 'react-hook-form';
import { useStrings } from '../../lib/use-strings';
import {
  seatingAssignmentFormSchema,
  type SeatingAssignment,
  type SeatingAssignmentForm,
  type SeatingTable,
} from '../../../protocol/seating';
import { ApiError } from '../../lib/api';
import { FormField, InputField, TextareaField } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../lib/ui/select';
import { toast } from '../../lib/ui/use-toast';
import { FormDialog, FormDialogFooter } from '../admin/FormDialog';
import { messageText } from '../../lib/error-text';
import './strings';
import { useSaveAssignment } from './useSeating';
import { randomHex } from '../../lib/random-id';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  assignment?: SeatingAssignment;
  tables: SeatingTable[];
  counts: Map<string, number>;
};

/** A guest id for someone seated by hand (the spec: client-generated, kept on edit). */
const newGuestId = () => `manual-${randomHex(16)}`;

/** The create/edit assignment dialog (spec §5 assignment form). */
export function AssignmentFormDialog({ open, onOpenChange, assignment, tables, counts }: Props) {
  const { t } = useStrings('admin-seating');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={assignment ? t('assignmentForm.editTitle') : t('assignmentForm.addTitle')}
      description={t('assignmentForm.description')}
    >
      {open && (
        <AssignmentForm
          key={assignment?.id ?? 'new'}
          assignment={assignment}
          tables={tables}
          counts={counts}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function AssignmentForm({
  assignment,
  tables,
  counts,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useStrings('admin-seating');
  const save = useSaveAssignment();
  const defaults: SeatingAssignmentForm = {
    guestName: assignment?.guestName ?? '',
    guestEmail: assignment?.guestEmail ?? '',
    tableId: assignment?.tableId ?? '',
    seatPosition: assignment?.seatPosition ?? null,
    dietaryRestrictions: assignment?.dietaryRestrictions ?? '',
    notes: assignment?.notes ?? '',
  };
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: seatingAssignmentFormSchema,
    idPrefix: 'assignment',
    defaultValues: defaults,
    failure: t('toast.assignmentSaveFailed'),
    submit: async (values) => {
      try {
        return await save.mutateAsync({
          id: assignment?.id,
          body: { ...values, guestId: assignment?.guestId ?? newGuestId() },
        });
      } catch (error) {
        // A full table or a guest seated already: said under the table choice.
        if (!(error instanceof ApiError) || error.status !== 409) throw error;
        form.setError(
          'tableId',
          { type: 'server', message: error.serverMessage ?? '' },
          { shouldFocus: true },
        );
        return null;
      }
    },
    onSuccess: (saved) => {
      if (!saved) return;
      toast({ title: assignment ? t('toast.assignmentUpdated') : t('toast.assignmentCreated') });
      onDone();
    },
  });
  const tableError = messageText(form.formState.errors.tableId?.message);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <InputField
        {...field.required('guestName', t('assignmentForm.guestName'))}
        autoComplete="off"
      />
      <InputField
        {...field.required('guestEmail', t('assignmentForm.guestEmail'))}
        type="email"
        autoComplete="off"
      />
      <FormField
        id="assignment-tableId"
        label={t('assignmentForm.table')}
        required
        requiredText={t('assignmentForm.table')}
        error={tableError}
      >
        {(aria) => (
          <Controller
            control={form.control}
            name="tableId"
            render={({ field: control }) => (
              <Select value={control.value || undefined} onValueChange={control.onChange}>
                <SelectTrigger {...aria} onBlur={control.onBlur}>
                  <SelectValue placeholder={t('assignmentForm.chooseTable')} />
                </SelectTrigger>
                <SelectContent>
                  {tables.map((table) => (
                    <SelectItem key={table.id} value={table.id}>
                      {t('assignmentForm.tableOption', {
                        number: table.tableNumber,
                        name: table.tableName,
                        assigned: counts.get(table.id) ?? 0,
                        capacity: table.capacity,
                      })}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <InputField
        {...field.optional('seatPosition', t('assignmentForm.seatPosition'), {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? null : Number(value),
        })}
        type="number"
        inputMode="numeric"
        min={1}
      />
      <InputField
        {...field.optional('dietaryRestrictions', t('assignmentForm.dietary'))}
        autoComplete="off"
      />
      <TextareaField {...field.optional('notes', t('assignmentForm.notes'))} rows={2} />
      <FormDialogFooter
        onCancel={onDone}
        cancelText={t('assignmentForm.cancel')}
        pending={pending}
        pendingText={t('assignmentForm.saving')}
        submitText={t('assignmentForm.save')}
      />
    </form>
  );
}

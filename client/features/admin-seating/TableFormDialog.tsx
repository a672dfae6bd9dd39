import { useStrings } from '../../lib/use-strings';
import {
  TABLE_CAPACITY,
  seatingTableFormSchema,
  tableShapes,
  type SeatingTable,
  type SeatingTableForm,
} from '../../../protocol/seating';
import { ApiError } from '../../lib/api';
import { ChoiceField } from '../../lib/choice-field';
import { InputField, TextareaField } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { toast } from '../../lib/ui/use-toast';
import { FormDialog, FormDialogFooter } from '../admin/FormDialog';
import './strings';
import { useSaveTable } from './useSeating';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  table?: SeatingTable;
  /** The next free table number, offered for a new table. */
  nextNumber: number;
};

/** The create/edit table dialog (spec §5 table form). */
export function TableFormDialog({ open, onOpenChange, table, nextNumber }: Props) {
  const { t } = useStrings('admin-seating');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={table ? t('tableForm.editTitle') : t('tableForm.addTitle')}
      description={t('tableForm.description')}
    >
      {open && (
        <TableForm
          key={table?.id ?? 'new'}
          table={table}
          nextNumber={nextNumber}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function TableForm({
  table,
  nextNumber,
  onDone,
}: {
  table?: SeatingTable;
  nextNumber: number;
  onDone: () => void;
}) {
  const { t } = useStrings('admin-seating');
  const save = useSaveTable();
  const defaults: SeatingTableForm = table
    ? {
        tableNumber: table.tableNumber,
        tableName: table.tableName,
        capacity: table.capacity,
        shape: table.shape,
        notes: table.notes ?? '',
      }
    : {
        tableNumber: nextNumber,
        tableName: '',
        capacity: TABLE_CAPACITY.default,
        shape: 'round',
        notes: '',
      };
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: seatingTableFormSchema,
    idPrefix: 'table',
    defaultValues: defaults,
    failure: t('toast.tableSaveFailed'),
    submit: async (values) => {
      try {
        return await save.mutateAsync({ id: table?.id, body: values });
      } catch (error) {
        // A number taken, or a capacity below the guests seated: said under that field.
        if (!(error instanceof ApiError) || error.status !== 409) throw error;
        const message = error.serverMessage ?? '';
        const name = /capacity/.test(message) ? 'capacity' : 'tableNumber';
        form.setError(name, { type: 'server', message }, { shouldFocus: true });
        return null;
      }
    },
    onSuccess: (saved) => {
      if (!saved) return;
      toast({ title: table ? t('toast.tableUpdated') : t('toast.tableCreated') });
      onDone();
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          {...field.required('tableNumber', t('tableForm.tableNumber'), { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          min={1}
        />
        <InputField
          {...field.required('capacity', t('tableForm.capacity'), { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          min={TABLE_CAPACITY.min}
          max={TABLE_CAPACITY.max}
        />
      </div>
      <InputField {...field.required('tableName', t('tableForm.tableName'))} autoComplete="off" />
      <ChoiceField
        control={form.control}
        name="shape"
        id="table-shape"
        label={t('tableForm.shape')}
        choices={tableShapes.map((shape) => ({ value: shape, label: t(`shape.${shape}`) }))}
      />
      <TextareaField {...field.optional('notes', t('tableForm.notes'))} rows={2} />
      <FormDialogFooter
        onCancel={onDone}
        cancelText={t('tableForm.cancel')}
        pending={pending}
        pendingText={t('tableForm.saving')}
        submitText={t('tableForm.save')}
      />
    </form>
  );
}

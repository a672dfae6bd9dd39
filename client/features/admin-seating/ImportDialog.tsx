import { useMemo, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { ImportableGuest, SeatingAssignment, SeatingTable } from '../../../protocol/seating';
import { signalFailure } from '../../lib/failure-feedback';
import { Button } from '../../lib/ui/button';
import { DialogFooter } from '../../lib/ui/dialog';
import { ImportDialog as ImportDialogFrame } from '../../lib/ui/import-dialog';
import { Label } from '../../lib/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../lib/ui/select';
import { toast } from '../../lib/ui/use-toast';
import { reasonOf } from './server-text';
import './strings';
import { useImportGuests, useImportableGuests } from './useSeating';

const ALL = 'all';
const statuses = ['confirmed', 'pending', 'declined'] as const;
const categories = ['family', 'friends', 'colleagues', 'extended-family'] as const;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tables: SeatingTable[];
  assignments: SeatingAssignment[];
  counts: Map<string, number>;
};

/** 'Import Guests': guests of the real guest list, not seated yet, to one table. */
export function ImportDialog({ open, onOpenChange, tables, assignments, counts }: Props) {
  const { t } = useStrings('admin-seating');
  return (
    <ImportDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('importDialog.title')}
      description={t('importDialog.description')}
      className="max-h-[90vh] overflow-y-auto"
    >
      <ImportForm
        tables={tables}
        assignments={assignments}
        counts={counts}
        onDone={() => onOpenChange(false)}
      />
    </ImportDialogFrame>
  );
}

function ImportForm({
  tables,
  assignments,
  counts,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useStrings('admin-seating');
  const guests = useImportableGuests(true);
  const importGuests = useImportGuests();
  const [status, setStatus] = useState<string>('confirmed');
  const [category, setCategory] = useState<string>(ALL);
  const [tableId, setTableId] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const seatedIds = useMemo(() => new Set(assignments.map((a) => a.guestId)), [assignments]);
  // A guest seated already is offered again while a companion of theirs has no seat yet.
  const unseated = useMemo(() => {
    const seats = new Map<string, number>();
    for (const guest of guests.data ?? []) {
      const left = guest.seatIds
        ? guest.seatIds.filter((id) => !seatedIds.has(id)).length
        : seatedIds.has(guest.id)
          ? 0
          : guest.partySize;
      seats.set(guest.id, left);
    }
    return seats;
  }, [guests.data, seatedIds]);
  const shown = useMemo(
    () =>
      (guests.data ?? []).filter(
        (guest) =>
          (unseated.get(guest.id) ?? 0) > 0 &&
          (status === ALL || guest.rsvpStatus === status) &&
          (category === ALL || guest.category === category),
      ),
    [guests.data, unseated, status, category],
  );
  const chosen = [...selected].filter((id) => (unseated.get(id) ?? 0) > 0);
  const seatsNeeded = chosen.reduce((sum, id) => sum + unseated.get(id)!, 0);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async () => {
    if (chosen.length === 0) {
      toast({
        variant: 'destructive',
        title: t('toast.noGuestsTitle'),
        description: t('toast.noGuests'),
      });
      return;
    }
    if (!tableId) {
      toast({
        variant: 'destructive',
        title: t('toast.noTableTitle'),
        description: t('toast.noTable'),
      });
      return;
    }
    try {
      const { assignments: created } = await importGuests.mutateAsync({
        guestIds: chosen,
        tableId,
      });
      const table = tables.find((candidate) => candidate.id === tableId);
      toast({
        title: t('toast.guestsImported'),
        description: t('toast.guestsImportedDescription', {
          count: created.length,
          number: table?.tableNumber ?? '',
        }),
      });
      onDone();
    } catch (error) {
      signalFailure(t('toast.importFailedTitle'), reasonOf(error, t('toast.importFailed')), error);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FilterSelect
          id="import-status"
          label={t('importDialog.status')}
          value={status}
          onChange={setStatus}
          options={[
            [ALL, t('importDialog.allStatuses')],
            ...statuses.map((s) => [s, t(`rsvp.${s}`)] as [string, string]),
          ]}
        />
        <FilterSelect
          id="import-category"
          label={t('importDialog.category')}
          value={category}
          onChange={setCategory}
          options={[
            [ALL, t('importDialog.allCategories')],
            ...categories.map((c) => [c, t(`category.${c}`)] as [string, string]),
          ]}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{t('importDialog.guests')}</legend>
        {shown.length > 0 && (
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-blush-600"
              checked={shown.every((guest) => selected.has(guest.id))}
              onChange={(event) => {
                for (const guest of shown) toggle(guest.id, event.target.checked);
              }}
            />
            {t('importDialog.selectAll')}
          </label>
        )}
        {guests.isSuccess && shown.length === 0 && (
          <p className="text-sm text-stone-600">{t('importDialog.noGuests')}</p>
        )}
        <ul className="max-h-64 overflow-y-auto rounded-md border border-stone-200 p-2">
          {shown.map((guest) => (
            <GuestOption
              key={guest.id}
              guest={guest}
              checked={selected.has(guest.id)}
              onChange={(on) => toggle(guest.id, on)}
            />
          ))}
        </ul>
      </fieldset>
      <FilterSelect
        id="import-table"
        label={t('importDialog.table')}
        value={tableId}
        placeholder={t('assignmentForm.chooseTable')}
        onChange={setTableId}
        options={tables.map((table) => [
          table.id,
          t('assignmentForm.tableOption', {
            number: table.tableNumber,
            name: table.tableName,
            assigned: counts.get(table.id) ?? 0,
            capacity: table.capacity,
          }),
        ])}
      />
      <p className="text-sm text-stone-700" aria-live="polite">
        {t('importDialog.seatsNeeded', { count: seatsNeeded })}
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('importDialog.cancel')}
        </Button>
        <Button type="button" onClick={submit} disabled={importGuests.isPending}>
          {importGuests.isPending ? t('importDialog.importing') : t('importDialog.submit')}
        </Button>
      </DialogFooter>
    </div>
  );
}

function GuestOption({
  guest,
  checked,
  onChange,
}: {
  guest: ImportableGuest;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useStrings('admin-seating');
  return (
    <li>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-blush-600"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {guest.firstName} {guest.lastName}
          {guest.partySize > 1 && (
            <span className="ml-2 text-sm text-stone-600">
              {t('importDialog.plusOne', { count: guest.partySize - 1 })}
            </span>
          )}
        </span>
      </label>
    </li>
  );
}

function FilterSelect({
  id,
  label,
  value,
  placeholder,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || undefined} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map(([optionValue, text]) => (
            <SelectItem key={optionValue} value={optionValue}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

import { Pencil, Trash2 } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import type { SeatingAssignment, SeatingTable } from '../../../protocol/seating';
import { Button } from '../../lib/ui/button';
import { DataTable } from '../../lib/ui/data-table';
import { holderName } from './seat-holder';
import './strings';

type Props = {
  tables: SeatingTable[];
  assignments: SeatingAssignment[];
  onEdit: (assignment: SeatingAssignment) => void;
  onDelete: (assignment: SeatingAssignment) => void;
};

/** 'Assignments (count)': who sits where, with edit (or move) and delete. */
export function AssignmentsPanel({ tables, assignments, onEdit, onDelete }: Props) {
  const { t } = useStrings('admin-seating');
  if (assignments.length === 0) return <p className="text-stone-600">{t('assignments.none')}</p>;
  const tableOf = new Map(tables.map((table) => [table.id, table]));
  const rows = assignments
    .map((assignment) => ({ assignment, name: holderName(assignment, t) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <DataTable
      columns={[
        t('assignments.guest'),
        t('assignments.email'),
        t('assignments.table'),
        t('assignments.seat'),
        t('assignments.dietary'),
        t('assignments.actions'),
      ]}
      tableClassName="w-full min-w-[40rem] text-left text-sm"
      headClassName="border-b border-stone-200 text-stone-700"
      columnClassName="py-2 pr-3"
      lastColumnClassName="py-2"
    >
      {rows.map(({ assignment, name }) => {
        const table = tableOf.get(assignment.tableId);
        return (
          <tr key={assignment.id} className="border-b border-stone-100">
            <th scope="row" className="py-2 pr-3 font-medium">
              {name}
            </th>
            <td className="py-2 pr-3">{assignment.guestEmail}</td>
            <td className="py-2 pr-3">
              {table
                ? `${t('table.number', { number: table.tableNumber })} · ${table.tableName}`
                : ''}
            </td>
            <td className="py-2 pr-3">{assignment.seatPosition ?? ''}</td>
            <td className="py-2 pr-3">{assignment.dietaryRestrictions ?? ''}</td>
            <td className="flex gap-2 py-2">
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onEdit(assignment)}
                aria-label={t('actions.editAssignment', { name })}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onDelete(assignment)}
                aria-label={t('actions.deleteAssignment', { name })}
              >
                <Trash2 aria-hidden />
              </Button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

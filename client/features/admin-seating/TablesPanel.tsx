import { Pencil, Trash2 } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import type { SeatingAssignment, SeatingTable } from '../../../protocol/seating';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../lib/ui/card';
import { guestsAt } from './seating-cache';
import { ShapeIcon } from './ShapeIcon';
import { holderName } from './seat-holder';
import './strings';

type Props = {
  tables: SeatingTable[];
  assignments: SeatingAssignment[];
  counts: Map<string, number>;
  onEdit: (table: SeatingTable) => void;
  onDelete: (table: SeatingTable) => void;
};

/** 'Tables (count)': one card per table with its shape, assigned/capacity and its guests. */
export function TablesPanel({ tables, assignments, counts, onEdit, onDelete }: Props) {
  const { t } = useStrings('admin-seating');
  if (tables.length === 0) return <p className="text-stone-600">{t('table.noTables')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tables.map((table) => {
        const assigned = counts.get(table.id) ?? 0;
        const guests = guestsAt(table.id, assignments);
        return (
          <li key={table.id}>
            <Card data-testid={`table-card-${table.tableNumber}`}>
              <CardHeader className="flex flex-row items-start justify-between gap-2">
                <div className="grid gap-1">
                  <CardTitle className="flex items-center gap-2 text-lg">
                    <ShapeIcon shape={table.shape} />
                    {t('table.number', { number: table.tableNumber })} · {table.tableName}
                  </CardTitle>
                  <p className="text-sm text-stone-600">{t(`shape.${table.shape}`)}</p>
                </div>
                <Badge variant={assigned >= table.capacity ? 'secondary' : 'outline'}>
                  <span aria-hidden>
                    {t('table.seated', { assigned, capacity: table.capacity })}
                  </span>
                  <span className="sr-only">
                    {t('table.seatedLabel', { assigned, capacity: table.capacity })}
                  </span>
                </Badge>
              </CardHeader>
              <CardContent className="grid gap-3">
                {guests.length ? (
                  <ul className="text-sm text-stone-800">
                    {guests.map((guest) => (
                      <li key={guest.id}>{holderName(guest, t)}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-stone-600">{t('table.empty')}</p>
                )}
                {table.notes && <p className="text-sm italic text-stone-600">{table.notes}</p>}
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onEdit(table)}
                    aria-label={t('actions.editTable', { number: table.tableNumber })}
                  >
                    <Pencil aria-hidden /> {t('actions.edit')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onDelete(table)}
                    aria-label={t('actions.deleteTable', { number: table.tableNumber })}
                  >
                    <Trash2 aria-hidden /> {t('actions.delete')}
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

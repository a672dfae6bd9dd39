import type { Resources } from '../../lib/i18n-resources';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { AdminGuest } from '../../../protocol/admin-guests';
import { Button } from '../../lib/ui/button';
import { nextSort, type GuestSort, type SortKey } from './guest-filter';
import { GuestRow, type GuestRowActions } from './GuestRow';
import './strings';

/** Rows drawn at first; 'Show more' adds as many again. Keeps the first paint quick at 1000 guests. */
export const ROWS_PER_PAGE = 100;

type Props = {
  guests: AdminGuest[];
  sort: GuestSort;
  onSort: (sort: GuestSort) => void;
  selected: ReadonlySet<string>;
  onSelectAll: (selected: boolean) => void;
  actions: GuestRowActions;
};

const columns: { key: SortKey; label: keyof Resources['admin-guests']['columns'] }[] = [
  { key: 'name', label: 'name' },
  { key: 'email', label: 'email' },
  { key: 'rsvpStatus', label: 'status' },
  { key: 'category', label: 'category' },
  { key: 'plusOne', label: 'plusOne' },
  { key: 'tableAssignment', label: 'table' },
];

export function GuestTable({ guests, sort, onSort, selected, onSelectAll, actions }: Props) {
  const { t } = useStrings('admin-guests');
  const [shown, setShown] = useState(ROWS_PER_PAGE);
  const visible = guests.length > shown ? guests.slice(0, shown) : guests;
  const allSelected = guests.length > 0 && guests.every((guest) => selected.has(guest.id));
  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto rounded-lg border border-blush-100 bg-white">
        <table className="w-full min-w-[56rem] border-collapse text-left text-base">
          <thead className="bg-blush-50 text-stone-700">
            <tr>
              <th scope="col" className="w-10 px-2 py-2">
                <input
                  type="checkbox"
                  className="size-5 accent-blush-600"
                  aria-label={t('selectAll')}
                  checked={allSelected}
                  onChange={(event) => onSelectAll(event.target.checked)}
                />
              </th>
              {columns.map((column) => {
                const active = sort.key === column.key;
                const Icon = active
                  ? sort.direction === 'ascending'
                    ? ArrowUp
                    : ArrowDown
                  : ArrowUpDown;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? sort.direction : 'none'}
                    className="px-1 py-1 font-semibold"
                  >
                    <button
                      type="button"
                      onClick={() => onSort(nextSort(sort, column.key))}
                      className="inline-flex min-h-11 items-center gap-1 rounded px-1 hover:text-blush-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500"
                    >
                      {t(`columns.${column.label}`)}
                      <Icon className="size-4" aria-hidden />
                    </button>
                  </th>
                );
              })}
              <th scope="col" className="px-2 py-2 font-semibold">
                {t('columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((guest) => (
              <GuestRow
                key={guest.id}
                guest={guest}
                selected={selected.has(guest.id)}
                actions={actions}
              />
            ))}
          </tbody>
        </table>
      </div>
      {guests.length > shown && (
        <div className="flex flex-wrap items-center gap-3 text-stone-700">
          <p>{t('showingFirst', { shown, count: guests.length })}</p>
          <Button variant="outline" onClick={() => setShown((count) => count + ROWS_PER_PAGE)}>
            {t('showMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

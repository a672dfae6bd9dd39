import { Download, Printer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { SeatingAssignment, SeatingTable } from '../../../protocol/seating';
import { Button } from '../../lib/ui/button';
import { DIETARY_CSV_FILE, dietaryCsv, downloadText } from './dietary-csv';
import './print.css';
import { isContentLanguage } from '../../../protocol/localized';
import { holderName, placeCard } from './seat-holder';
import { byTableNumber, guestsAt } from './seating-cache';
import './strings';

type Sheet = 'chart' | 'list' | 'cards';
type Props = { tables: SeatingTable[]; assignments: SeatingAssignment[] };

/** Prints one sheet: the page hides everything else while the browser's print runs. */
function printSheet(sheet: Sheet, setPrinting: (sheet: Sheet | null) => void) {
  setPrinting(sheet);
  document.body.classList.add('printing-seating');
  // After React has marked the sheet; print() blocks until the dialog closes.
  requestAnimationFrame(() => {
    window.print();
    document.body.classList.remove('printing-seating');
    setPrinting(null);
  });
}

const printButtons = [
  { sheet: 'chart', label: 'print.printChart' },
  { sheet: 'list', label: 'print.printList' },
  { sheet: 'cards', label: 'print.printCards' },
] as const;

/** One printable sheet, named by its heading; marked while the browser prints it alone. */
function PrintSheet({
  sheet,
  printing,
  title,
  children,
}: {
  sheet: Sheet;
  printing: Sheet | null;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      className="seating-print-sheet grid gap-3"
      data-printing={printing === sheet}
      aria-labelledby={`print-${sheet}`}
    >
      <h3 id={`print-${sheet}`} className="font-serif text-xl">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The seating chart by table, the 'find your seat' list, place cards and the caterer's CSV. */
export function PrintPanel({ tables, assignments }: Props) {
  const { t, i18n } = useStrings('admin-seating');
  const [printing, setPrinting] = useState<Sheet | null>(null);
  const ordered = byTableNumber(tables);
  const tableOf = new Map(tables.map((table) => [table.id, table]));
  const named = assignments.map((seat) => ({ ...seat, shownName: holderName(seat, t) }));
  const alphabetical = named
    .filter((a) => tableOf.has(a.tableId))
    .sort((a, b) => a.shownName.localeCompare(b.shownName, i18n.language));
  // A seat typed by hand has no holder: its card is in the organizer's language.
  const fallback = isContentLanguage(i18n.language) ? i18n.language : 'en';

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-2">
        {printButtons.map(({ sheet, label }) => (
          <Button key={sheet} variant="outline" onClick={() => printSheet(sheet, setPrinting)}>
            <Printer aria-hidden /> {t(label)}
          </Button>
        ))}
        <Button onClick={() => downloadText(DIETARY_CSV_FILE, dietaryCsv(tables, assignments))}>
          <Download aria-hidden /> {t('print.dietaryCsv')}
        </Button>
      </div>
      <p className="text-sm text-stone-600">{t('print.dietaryHint')}</p>

      <PrintSheet sheet="chart" printing={printing} title={t('print.byTable')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {ordered.map((table) => (
            <div key={table.id} className="seating-print-table rounded border border-stone-200 p-3">
              <h4 className="font-semibold">
                {t('print.tableHeading', { number: table.tableNumber, name: table.tableName })}
              </h4>
              <ol className="list-decimal pl-5 text-sm">
                {guestsAt(table.id, named).map((guest) => (
                  <li key={guest.id}>{guest.shownName}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </PrintSheet>

      <PrintSheet sheet="list" printing={printing} title={t('print.alphabetical')}>
        <ul className="columns-1 text-sm sm:columns-2">
          {alphabetical.map((guest) => (
            <li
              key={guest.id}
              className="flex justify-between gap-4 border-b border-dotted border-stone-300 py-1"
            >
              <span>{guest.shownName}</span>
              <span className="font-semibold">
                {t('print.seatedAt', { number: tableOf.get(guest.tableId)!.tableNumber })}
              </span>
            </li>
          ))}
        </ul>
      </PrintSheet>

      <PrintSheet sheet="cards" printing={printing} title={t('print.placeCards')}>
        <ul className="seating-place-cards grid gap-3 sm:grid-cols-3">
          {alphabetical.map((guest) => {
            const card = placeCard(guest, tableOf.get(guest.tableId)!.tableNumber, i18n, fallback);
            return (
              <li
                key={guest.id}
                lang={card.language}
                className="seating-place-card flex flex-col items-center justify-center rounded border border-stone-200 p-4 text-center"
              >
                <span className="font-serif text-2xl">{card.name}</span>
                <span className="text-stone-700">{card.table}</span>
                {card.meal && <span className="seating-place-card-meal text-sm">{card.meal}</span>}
              </li>
            );
          })}
        </ul>
      </PrintSheet>
    </div>
  );
}

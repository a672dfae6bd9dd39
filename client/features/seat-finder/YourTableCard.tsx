import { Armchair, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useStrings } from '../../lib/use-strings';
import { nameWords, seatFinderApi, type SeatSearchResult } from '../../../protocol/seating';
import { call } from '../../lib/api';
import { Button } from '../../lib/ui/button';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import './strings';
import { useMySeat } from './useMySeat';

/**
 * 'Your table' on the home page, once organizers publish the seating: the signed-in guest's own
 * table (moved live), and for everyone a search by exact full name that answers a table number
 * and name (never a list of the chart).
 */
export function YourTableCard() {
  const { t } = useStrings('seat-finder');
  const seat = useMySeat().data;
  if (!seat?.published) return null;
  return (
    <section aria-labelledby="your-table-title" className="px-4 py-8">
      <div className="mx-auto grid max-w-xl gap-4 rounded-xl border border-blush-100 bg-white p-6 shadow-sm">
        {seat.signedIn && (
          <div className="grid gap-1" data-testid="your-table">
            <h2
              id="your-table-title"
              className="flex items-center gap-2 font-serif text-2xl text-blush-700"
            >
              <Armchair aria-hidden className="size-6" /> {t('title')}
            </h2>
            <p className="text-lg" aria-live="polite">
              {seat.table
                ? t('yourTable', { number: seat.table.tableNumber, name: seat.table.tableName })
                : t('notSeated')}
            </p>
          </div>
        )}
        <SeatSearch
          headingId={seat.signedIn ? 'seat-search-title' : 'your-table-title'}
          level={seat.signedIn ? 'h3' : 'h2'}
        />
      </div>
    </section>
  );
}

function SeatSearch({ headingId, level: Heading }: { headingId: string; level: 'h2' | 'h3' }) {
  const { t } = useStrings('seat-finder');
  const inputId = useId();
  const [name, setName] = useState('');
  const [searched, setSearched] = useState('');
  const [result, setResult] = useState<SeatSearchResult | null>(null);
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const query = name.trim();
    if (nameWords(query).length < 2) {
      setResult(null);
      setMessage(t('fullName'));
      return;
    }
    setPending(true);
    setMessage('');
    try {
      setResult(await call(seatFinderApi.findSeat, { query: { name: query } }));
      setSearched(query);
    } catch {
      setResult(null);
      setMessage(t('failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-2" role="search" aria-labelledby={headingId}>
      <Heading id={headingId} className="font-serif text-xl">
        {t('findTitle')}
      </Heading>
      <Label htmlFor={inputId}>{t('findLabel')}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" disabled={pending}>
          <Search aria-hidden /> {pending ? t('searching') : t('findButton')}
        </Button>
      </div>
      <div aria-live="polite" className="text-stone-800">
        {message && <p>{message}</p>}
        {result && result.matches.length === 0 && <p>{t('noMatch', { name: searched })}</p>}
        {result && result.matches.length > 0 && (
          <ul className="grid gap-1">
            {result.matches.map((match) => (
              <li key={`${match.guestName}-${match.tableNumber}`}>
                {t('match', {
                  guestName: match.guestName,
                  number: match.tableNumber,
                  tableName: match.tableName,
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}

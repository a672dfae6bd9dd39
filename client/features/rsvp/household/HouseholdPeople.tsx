import { Plus, Trash2, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Household } from '../../../../protocol/households';
import { serverText } from '../../../lib/error-text';
import '../../../lib/households-error-texts';
import { Button } from '../../../lib/ui/button';
import { Input } from '../../../lib/ui/input';
import { Label } from '../../../lib/ui/label';
import { useStrings } from '../../../lib/use-strings';
import './strings';
import { useNameCompanions } from './useHouseholdRsvp';

interface CompanionRow {
  /** Absent: a companion added on this form, created by the server when saved. */
  id?: string;
  name: string;
  child: boolean;
}

type Status = { ok: boolean; text: string } | null;

const rowsOf = (household: Household): CompanionRow[] =>
  household.companions.map((companion) => ({
    id: companion.id,
    name: companion.name ?? '',
    child: companion.child,
  }));

/**
 * The household's members, and its companions named by the guest up to the allowance ("Guest of
 * Ana" until named), each marked as a child or not. Read-only once answers can no longer change.
 */
export function HouseholdPeople({
  household,
  guestId,
  canChange,
  offline,
}: {
  household: Household;
  guestId: string;
  canChange: boolean;
  offline: boolean;
}) {
  const { t } = useStrings('household-rsvp');
  const headingId = useId();
  // Kept here: saving gives the household a new `updatedAt`, which starts the form again.
  const [status, setStatus] = useState<Status>(null);
  const host = household.members[0]?.firstName ?? '';
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-blush-100 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-serif text-2xl text-blush-700">
        <Users aria-hidden className="size-6" /> {t('household.title')}
      </h3>
      <div>
        <h4 className="text-base font-medium text-stone-600">{t('household.members')}</h4>
        <ul className="mt-1 grid gap-1 text-lg text-stone-800">
          {household.members.map((member) => (
            <li key={member.id}>{[member.firstName, member.lastName].filter(Boolean).join(' ')}</li>
          ))}
          {!canChange &&
            household.companions.map((companion) => (
              <li key={companion.id}>
                {companion.name ?? t('household.guestOf', { name: companion.guestOf })}
                {companion.child && ` (${t('household.child')})`}
              </li>
            ))}
        </ul>
      </div>
      {canChange && household.companionsAllowed > 0 && (
        <CompanionsForm
          // A change pushed from elsewhere starts the form again from what the server has.
          key={household.updatedAt}
          household={household}
          guestId={guestId}
          host={host}
          offline={offline}
          onStatus={setStatus}
        />
      )}
      <div aria-live="polite">
        {status && (
          <p
            role={status.ok ? 'status' : 'alert'}
            className={status.ok ? 'font-medium text-sage-600' : 'font-medium text-red-700'}
          >
            {status.text}
          </p>
        )}
      </div>
    </section>
  );
}

function CompanionsForm({
  household,
  guestId,
  host,
  offline,
  onStatus: setStatus,
}: {
  household: Household;
  guestId: string;
  host: string;
  offline: boolean;
  onStatus: (status: Status) => void;
}) {
  const { t } = useStrings('household-rsvp');
  const idPrefix = useId();
  const [rows, setRows] = useState(() => rowsOf(household));
  const save = useNameCompanions(guestId);

  const change = (index: number, row: Partial<CompanionRow>) => {
    setStatus(null);
    setRows((current) => current.map((item, i) => (i === index ? { ...item, ...row } : item)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const companions = rows.map(({ id, name, child }) => ({ ...(id ? { id } : {}), name, child }));
    try {
      // Awaited rather than mutate's callbacks: the saved household remounts this form.
      await save.mutateAsync({ companions });
      setStatus({ ok: true, text: t('household.companionsSaved') });
    } catch (error) {
      setStatus({ ok: false, text: serverText(error) ?? t('event.failed') });
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3"
      aria-label={t('household.saveCompanions')}
    >
      <p className="text-base text-stone-700">
        {t('household.companionsIntro', { count: household.companionsAllowed })}
      </p>
      {rows.length === 0 && <p className="text-stone-600">{t('household.noCompanions')}</p>}
      <ul className="grid gap-3">
        {rows.map((row, index) => {
          const number = index + 1;
          const nameId = `${idPrefix}-name-${number}`;
          const childId = `${idPrefix}-child-${number}`;
          return (
            <li
              key={row.id ?? `new-${index}`}
              className="grid gap-2 rounded-lg border border-stone-200 p-3"
            >
              <Label htmlFor={nameId}>{t('household.companionName', { number })}</Label>
              <Input
                id={nameId}
                value={row.name}
                placeholder={t('household.guestOf', { name: host })}
                autoComplete="off"
                onChange={(event) => change(index, { name: event.target.value })}
              />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <label
                  htmlFor={childId}
                  className="flex min-h-11 cursor-pointer items-center gap-3 text-base"
                >
                  <input
                    id={childId}
                    type="checkbox"
                    checked={row.child}
                    onChange={(event) => change(index, { child: event.target.checked })}
                    className="size-6 accent-blush-600"
                  />
                  {t('household.companionChild', { number })}
                </label>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => {
                    setStatus(null);
                    setRows((current) => current.filter((_, i) => i !== index));
                  }}
                  aria-label={t('household.removeCompanion', { number })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-3">
        {rows.length < household.companionsAllowed && (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setStatus(null);
              setRows((current) => [...current, { name: '', child: false }]);
            }}
          >
            <Plus aria-hidden /> {t('household.addCompanion')}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending || offline}>
          {save.isPending ? t('household.savingCompanions') : t('household.saveCompanions')}
        </Button>
      </div>
    </form>
  );
}

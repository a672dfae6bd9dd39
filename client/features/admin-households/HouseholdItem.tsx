import { useState } from 'react';
import type { OrganizerWeekendEvent } from '../../../protocol/household-events';
import type { Household } from '../../../protocol/households';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { useStrings } from '../../lib/use-strings';
import { HouseholdDetail } from './HouseholdDetail';
import { HouseholdDialogs, type HouseholdDialog } from './HouseholdDialogs';
import { fullName, householdLabel } from './households-cache';
import './strings';

type Props = {
  household: Household;
  households: Household[];
  events: OrganizerWeekendEvent[];
  deadline: string | null;
  names: Map<string, string>;
};

/** One household: its members and companions, its actions, and on demand its answers and history. */
export function HouseholdItem({ household, households, events, deadline, names }: Props) {
  const { t } = useStrings('admin-households');
  const [dialog, setDialog] = useState<HouseholdDialog | null>(null);
  const [open, setOpen] = useState(false);
  const label = householdLabel(household);
  const headingId = `household-${household.id}-name`;
  const detailId = `household-${household.id}-detail`;
  const action = (which: HouseholdDialog, text: string, named: string) => (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={named}
      onClick={() => setDialog(which)}
    >
      {text}
    </Button>
  );

  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-2 rounded-xl border border-blush-100 bg-white p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="font-serif text-xl text-blush-700">
          {label}
        </h4>
        {household.reopened && <Badge variant="outline">{t('households.reopened')}</Badge>}
      </div>
      <p className="text-sm text-stone-800">
        <span className="font-medium">{t('households.members')}: </span>
        {household.members.map(fullName).join(', ')}
      </p>
      <p className="text-sm text-stone-800">
        {household.companionsAllowed === 0 && household.companions.length === 0
          ? t('households.noCompanions')
          : t('households.companions', {
              count: household.companions.length,
              allowed: household.companionsAllowed,
            })}
        {household.companions.length > 0 && ': '}
        {household.companions
          .map(
            (companion) =>
              (companion.name ?? t('households.guestOf', { name: companion.guestOf })) +
              (companion.child ? ` (${t('households.child')})` : ''),
          )
          .join(', ')}
      </p>
      <div className="flex flex-wrap gap-2">
        {action('rename', t('households.rename'), t('households.renameOf', { name: label }))}
        {action(
          'companions',
          t('households.setCompanions'),
          t('households.setCompanionsOf', { name: label }),
        )}
        {action('move', t('households.moveHere'), t('households.moveHereOf', { name: label }))}
        {households.length > 1 &&
          action('merge', t('households.merge'), t('households.mergeOf', { name: label }))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={t('households.detailsOf', { name: label })}
          aria-expanded={open}
          aria-controls={open ? detailId : undefined}
          onClick={() => setOpen(!open)}
        >
          {t('households.details')}
        </Button>
      </div>
      {open && (
        <div id={detailId}>
          <HouseholdDetail
            household={household}
            events={events}
            deadline={deadline}
            names={names}
          />
        </div>
      )}
      <HouseholdDialogs
        household={household}
        households={households}
        open={dialog}
        onClose={() => setDialog(null)}
      />
    </li>
  );
}

import { useState } from 'react';
import { useStrings } from '../../../lib/use-strings';
import type { LeaderboardRound } from '../../../../protocol/leaderboard';
import { Button } from '../../../lib/ui/button';
import { DialogClose, DialogFooter, TitledDialog } from '../../../lib/ui/dialog';
import { toast } from '../../../lib/ui/use-toast';
import { displayName } from '../display';
import { useNewRound } from './useLeaderboardControls';

/** The current round, the archived ones, and 'Start a new round' behind a confirmation. */
export function RoundControls({ rounds }: { rounds: LeaderboardRound[] | undefined }) {
  const { t } = useStrings('leaderboard');
  const [open, setOpen] = useState(false);
  const newRound = useNewRound();
  const [current, ...archived] = rounds ?? [];
  return (
    <section aria-labelledby="round-controls" className="grid gap-3">
      <h3 id="round-controls" className="text-lg font-semibold text-stone-900">
        {t('controls.round.title')}
      </h3>
      {current && (
        <p className="text-stone-800">
          {t('controls.round.current', { number: current.roundNumber, count: current.players })}
        </p>
      )}
      {archived.length > 0 && (
        <ul className="grid gap-1 text-stone-700">
          {archived.map((round) => (
            <li key={round.roundNumber}>
              {round.top[0]
                ? t('controls.round.archived', {
                    number: round.roundNumber,
                    name: displayName(round.top[0]),
                    points: round.top[0].totalScore,
                  })
                : t('controls.round.archivedEmpty', { number: round.roundNumber })}
            </li>
          ))}
        </ul>
      )}
      <TitledDialog
        open={open}
        onOpenChange={setOpen}
        title={t('controls.round.confirmTitle')}
        description={t('controls.round.confirmText')}
        trigger={
          <Button variant="outline" className="justify-self-start">
            {t('controls.round.start')}
          </Button>
        }
      >
        {newRound.isError && (
          <p role="alert" className="text-red-700">
            {t('controls.failed')}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('controls.round.cancel')}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={newRound.isPending}
            onClick={() =>
              newRound.mutate(undefined, {
                onSuccess: (round) => {
                  setOpen(false);
                  toast({ title: t('controls.round.started', { number: round.roundNumber }) });
                },
              })
            }
          >
            {t('controls.round.confirm')}
          </Button>
        </DialogFooter>
      </TitledDialog>
    </section>
  );
}

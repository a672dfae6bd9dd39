import { useState } from 'react';
import { useStrings } from '../../../lib/use-strings';
import { BINGO_CELLS, hasBingo } from '../../../../protocol/game-content';
import { signalFailure } from '../../../lib/failure-feedback';
import { haptic } from '../../../lib/haptics';
import { cn } from '../../../lib/ui/cn';
import { TitledDialog } from '../../../lib/ui/dialog';
import { toast } from '../../../lib/ui/use-toast';
import { tellKeptOnPhone, useSessionAction } from '../useGames';
import '../strings';
import { ContentSourceNote, type GeneratedGameProps } from './generated-game';

/** Spec §4: a win is tested once at least five cells are checked. */
const MIN_CELLS_FOR_WIN = 5;

/** The 5x5 board the server issued; a line is claimed with the checked cells, the server scores it. */
export function BingoDialog({ session, source, onClose }: GeneratedGameProps) {
  const { t } = useStrings('games');
  const items = session.items ?? [];
  const [checked, setChecked] = useState<boolean[]>(() =>
    Array.from({ length: BINGO_CELLS }, (_, cell) => session.checkedCells?.includes(cell) ?? false),
  );
  const [won, setWon] = useState(session.completed);
  const claim = useSessionAction();
  const count = checked.filter(Boolean).length;

  const toggle = async (cell: number) => {
    const next = checked.map((value, index) => (index === cell ? !value : value));
    setChecked(next);
    haptic('light');
    if (won || next.filter(Boolean).length < MIN_CELLS_FOR_WIN || !hasBingo(next)) return;
    setWon(true);
    try {
      const sent = await claim.mutateAsync({
        id: session.id,
        action: {
          action: 'claim-bingo',
          checkedCells: next.flatMap((on, index) => (on ? [index] : [])),
        },
      });
      haptic('success');
      if (sent.status === 'queued') return tellKeptOnPhone(t);
      const scored = sent.result;
      toast({
        title: t('toast.bingoTitle'),
        description:
          scored.score > 0
            ? t('toast.bingoDescription', { count: scored.score })
            : t('toast.bingoAlreadyScored'),
      });
    } catch {
      setWon(false);
      signalFailure(t('toast.errorTitle'), t('toast.errorDescription'));
    }
  };

  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && onClose()}
      className="max-w-2xl p-4 sm:p-6"
      title={t('bingo.title')}
      description={
        <>
          {t('bingo.playingAs')} <strong>{session.playerName}</strong> ·{' '}
          {t('bingo.checked', { count })}
        </>
      }
      note={<ContentSourceNote source={source} />}
    >
      <div className="grid grid-cols-5 gap-1.5 sm:gap-2" role="group" aria-label={t('bingo.title')}>
        {items.map((item, cell) => (
          <button
            key={cell}
            type="button"
            aria-pressed={checked[cell]}
            onClick={() => void toggle(cell)}
            className={cn(
              'flex min-h-16 items-center hyphens-auto [overflow-wrap:anywhere] justify-center rounded-md border p-1 text-center text-[0.7rem] leading-tight hover:border-blush-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500 sm:text-sm',
              checked[cell]
                ? 'border-blush-600 bg-blush-600 text-white'
                : 'border-blush-200 bg-white text-stone-800',
            )}
          >
            {item}
          </button>
        ))}
      </div>
    </TitledDialog>
  );
}

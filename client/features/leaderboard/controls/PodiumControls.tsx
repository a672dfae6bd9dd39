import { useStrings } from '../../../lib/use-strings';
import { Button } from '../../../lib/ui/button';
import { usePodium } from '../useLeaderboard';
import { useRevealPodium } from './useLeaderboardControls';

const nextStep = ['third', 'second', 'first'] as const;

/** Podium on the projector: show it, reveal third, second, then first; close it. */
export function PodiumControls() {
  const { t } = useStrings('leaderboard');
  const podium = usePodium();
  const reveal = useRevealPodium();
  const state = podium.data;
  return (
    <section aria-labelledby="podium-controls" className="grid gap-3">
      <h3 id="podium-controls" className="text-lg font-semibold text-stone-900">
        {t('controls.podium.title')}
      </h3>
      <p className="text-stone-700">{t('controls.podium.help')}</p>
      <p role="status" className="text-stone-800">
        {state?.open
          ? t('controls.podium.status', { count: state.revealed })
          : t('controls.podium.closed')}
      </p>
      <div className="flex flex-wrap gap-2">
        {!state?.open ? (
          <Button onClick={() => reveal.mutate(0)} disabled={reveal.isPending || !state}>
            {t('controls.podium.open')}
          </Button>
        ) : (
          state.revealed < 3 && (
            <Button onClick={() => reveal.mutate(state.revealed + 1)} disabled={reveal.isPending}>
              {t(`controls.podium.${nextStep[state.revealed]!}`)}
            </Button>
          )
        )}
        {state?.open && (
          <Button variant="outline" onClick={() => reveal.mutate(null)} disabled={reveal.isPending}>
            {t('controls.podium.close')}
          </Button>
        )}
      </div>
      {reveal.isError && (
        <p role="alert" className="text-red-700">
          {t('controls.failed')}
        </p>
      )}
    </section>
  );
}

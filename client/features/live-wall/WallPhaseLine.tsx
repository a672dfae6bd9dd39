import { useStrings } from '../../lib/use-strings';
import type { WeddingSettings } from '../../../protocol/wedding';
import { phaseSummary } from '../countdown/phase-text';
import '../countdown/strings';
import { useWeddingPhase } from '../countdown/useWeddingPhase';

/**
 * One line beside the couple's name: '12 days to go', "Today's the day! ...", 'Married for 3 days'.
 * The projector runs all night, so it turns over at the venue's midnight by itself.
 */
export function WallPhaseLine({ settings }: { settings: Pick<WeddingSettings, 'ceremonyStart' | 'timeZone'> }) {
  const { t, i18n } = useStrings('countdown');
  const phase = useWeddingPhase(settings, 60_000);
  if (!phase) return null;
  return (
    <span data-testid="wall-phase" className="text-white/90">
      {phaseSummary(t, phase, settings, i18n.resolvedLanguage)}
    </span>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useStrings } from '../../lib/use-strings';
import { toTranslationBatches, translateApi } from '../../../protocol/translate';
import { ApiError, call, queryKeyOf } from '../../lib/api';
import { Button } from '../../lib/ui/button';
import { draftStoreOf } from './draft-store';
import { fillDrafts, missingSides, type FieldPair } from './missing-sides';
import { useClearDraftsOnSave } from './use-machine-draft-mark';
import './strings';

type ErrorKey = 'overBudget' | 'unavailable' | 'signedOut' | 'tooMany' | 'failed';
type Outcome = { kind: 'filled'; count: number } | { kind: 'nothingMissing' } | { kind: 'error'; key: ErrorKey };

function errorKey(error: unknown): ErrorKey {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.body?.reason === 'budget_exhausted') return 'overBudget';
  if (error.status === 401) return 'signedOut';
  if (error.status === 429) return 'tooMany';
  // 503 without a reason: the site has no AI endpoint (the capabilities said otherwise, or changed).
  if (error.status === 503 && !error.body?.reason) return 'unavailable';
  return 'failed';
}

/** Whether the site has an AI endpoint, asked once per visit (shared with 'See translation'). */
function useTranslationCapability() {
  return useQuery({
    queryKey: queryKeyOf(translateApi.capabilities),
    queryFn: () => call(translateApi.capabilities),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * "Translate the missing ones": drafts, through POST /api/translate, the side of each English /
 * Spanish pair that is empty while the other has text, and writes each draft into its field, marked
 * as a machine draft, only if that field is still empty when the answer comes. Batches go one after
 * another; the drafts are written only once every batch has answered, so a failure (budget spent,
 * the model down) leaves every field as it was. Without an AI endpoint it says that translations are
 * typed by hand instead.
 */
export function TranslateMissingButton<T extends FieldValues>({
  form,
  pairs,
}: {
  form: UseFormReturn<T>;
  pairs: readonly FieldPair<T>[];
}): ReactNode {
  const { t } = useStrings('translationDrafts');
  const capability = useTranslationCapability();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useClearDraftsOnSave(form);

  if (capability.isPending) return null;
  // An answer that failed to load is not a "no": the button stays and the server decides.
  if (capability.data?.translation === false) {
    return <p className="text-sm text-stone-600">{t('byHand')}</p>;
  }

  async function translateMissing() {
    const sides = missingSides(form, pairs);
    if (!sides.length) {
      setOutcome({ kind: 'nothingMissing' });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const drafts: string[] = [];
      for (const batch of toTranslationBatches(sides)) {
        const answer = await call(translateApi.translate, { body: { texts: batch.map((side) => side.request) } });
        drafts.push(...answer.translations);
      }
      setOutcome({ kind: 'filled', count: fillDrafts(form, draftStoreOf(form.control), sides, drafts) });
    } catch (error) {
      setOutcome({ kind: 'error', key: errorKey(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid justify-items-start gap-2">
      <Button type="button" variant="outline" disabled={busy} onClick={() => void translateMissing()}>
        <Languages className="size-4" aria-hidden />
        {busy ? t('working') : t('button')}
      </Button>
      <div aria-live="polite" className="text-sm">
        {outcome?.kind === 'error' && (
          <p role="alert" className="text-red-800">
            {t(`errors.${outcome.key}`)}
          </p>
        )}
        {outcome?.kind === 'nothingMissing' && <p className="text-stone-600">{t('nothingMissing')}</p>}
        {outcome?.kind === 'filled' && (
          <p className="text-stone-600">
            {outcome.count > 0 ? t('filled', { count: outcome.count }) : t('noneFilled')}
          </p>
        )}
      </div>
    </div>
  );
}

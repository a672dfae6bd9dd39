import { useStrings } from '../../lib/use-strings';
import type { AnswerSource } from '../../../protocol/ai';
import { Button } from '../../lib/ui/button';
import { assistantErrorKey } from './useAssistant';
import './strings';

type Answer = { isPending: boolean; isFetching: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** Loading, a failure with its reason and a Retry, or who wrote the answer shown. */
export function AnswerStatus({ answer, source }: { answer: Answer; source?: AnswerSource }) {
  const { t } = useStrings('aiAssistant');
  if (answer.isFetching && (answer.isPending || answer.isError)) {
    return (
      <p role="status" className="text-stone-600">
        {t('generating')}
      </p>
    );
  }
  if (answer.isError && !answer.isFetching) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-stone-800">
        <p>{t(`errors.${assistantErrorKey(answer.error)}`)}</p>
        <Button variant="outline" onClick={() => void answer.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!source) return null;
  return <p className="text-sm text-stone-600">{t(`source.${source}`)}</p>;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { QUIZ_LIMITS, quizApi, type MyQuiz } from '../../../protocol/quiz';
import { ApiError, call } from '../../lib/api';
import { serverText } from '../../lib/error-text';
import { useStrings } from '../../lib/use-strings';
import { Button } from '../../lib/ui/button';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import { useSavedPlayer } from '../games/player-store';
import { guestDisplayName, useGuestIdentity } from '../guest-gate/signed-in-guest';
import { myQuizKey } from './useLiveQuiz';
import './strings';

/** The name the guest already uses on the site: their games' player, else the name they signed in with. */
function useSiteName(): string {
  const player = useSavedPlayer();
  const guest = guestDisplayName(useGuestIdentity());
  return (player?.name ?? guest).slice(0, QUIZ_LIMITS.nameMax);
}

/** One field, prefilled and editable, and one tap to join; the answer is this phone's place. */
export function JoinForm() {
  const { t } = useStrings('quiz');
  const queryClient = useQueryClient();
  const siteName = useSiteName();
  const [typed, setTyped] = useState<string | null>(null);
  const name = typed ?? siteName;
  const fieldId = useId();
  const helpId = useId();
  const errorId = useId();
  const join = useMutation({
    mutationFn: (body: { name: string }) => call(quizApi.join, { body }),
    onSuccess: (mine) => queryClient.setQueryData<MyQuiz>(myQuizKey, mine),
  });
  const error = join.error ? (serverText(join.error) ?? t('join.failed')) : undefined;
  const nameRefused = join.error instanceof ApiError && join.error.status === 400;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    join.mutate({ name });
  };

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm">
      <h2 className="text-center text-2xl font-semibold text-stone-900">{t('join.title')}</h2>
      <div className="grid gap-2">
        <Label htmlFor={fieldId} className="text-lg">
          {t('join.nameLabel')}
        </Label>
        <Input
          id={fieldId}
          value={name}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={QUIZ_LIMITS.nameMax}
          autoComplete="given-name"
          enterKeyHint="go"
          aria-describedby={error ? `${helpId} ${errorId}` : helpId}
          aria-invalid={nameRefused || undefined}
          className="min-h-14 text-xl"
        />
        <p id={helpId} className="text-stone-700">
          {t('join.nameHelp')}
        </p>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-lg font-medium text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" className="min-h-16 text-xl" disabled={join.isPending}>
        {join.isPending ? t('join.joining') : t('join.submit')}
      </Button>
    </form>
  );
}

import { CheckCircle2, UserRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useStrings } from '../../../lib/use-strings';
import { playerFormSchema } from '../../../../protocol/games';
import { signalFailure } from '../../../lib/failure-feedback';
import { Button } from '../../../lib/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../lib/ui/card';
import { Input } from '../../../lib/ui/input';
import { Label } from '../../../lib/ui/label';
import { toast } from '../../../lib/ui/use-toast';
import { clearSavedPlayer, savePlayerLocally, useSavedPlayer } from '../player-store';
import { useSavePlayer } from '../useGames';
import '../strings';

export interface PlayerDraft {
  name: string;
  email: string;
}

/**
 * The player's name and optional e-mail. Saving writes them on the device (spec: local storage)
 * and on the server, which keeps one player per phone.
 */
export function PlayerCard({
  draft,
  onDraftChange,
}: {
  draft: PlayerDraft;
  onDraftChange: (draft: PlayerDraft) => void;
}) {
  const { t } = useStrings('games');
  const saved = useSavedPlayer();
  const savePlayer = useSavePlayer();
  const [emailError, setEmailError] = useState<string>();
  const id = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = playerFormSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'email') setEmailError(t('player.emailInvalid'));
      else signalFailure(t('toast.nameRequiredTitle'), t('toast.nameRequiredDescription'));
      return;
    }
    setEmailError(undefined);
    const { name, email } = parsed.data;
    try {
      await savePlayer.mutateAsync({ playerName: name, playerEmail: email ?? null });
    } catch {
      signalFailure(t('toast.errorTitle'), t('toast.errorDescription'));
      return;
    }
    savePlayerLocally({ name, ...(email ? { email } : {}), joinedAt: new Date().toISOString() });
    toast({ title: t('toast.savedTitle'), description: t('toast.savedDescription', { name }) });
  };

  const change = () => {
    clearSavedPlayer();
    onDraftChange({ name: '', email: '' });
    toast({ title: t('toast.clearedTitle'), description: t('toast.clearedDescription') });
  };

  return (
    <Card className="mx-auto mt-10 max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <UserRound className="size-6 text-blush-600" aria-hidden />
          {t('player.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {saved ? (
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-lg">
              <CheckCircle2 className="size-6 text-sage-600" aria-hidden />
              <span>
                <strong className="block text-blush-700">{t('player.ready')}</strong>
                {t('player.playingAs', { name: saved.name })}
              </span>
            </p>
            <Button variant="outline" onClick={change}>
              {t('player.change')}
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={save} className="grid gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-name`}>{t('player.name')}</Label>
              <Input
                id={`${id}-name`}
                value={draft.name}
                autoComplete="name"
                placeholder={t('player.namePlaceholder')}
                onChange={(event) => onDraftChange({ ...draft, name: event.target.value })}
                aria-describedby={draft.name.trim() ? undefined : `${id}-hint`}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-email`}>{t('player.email')}</Label>
              <Input
                id={`${id}-email`}
                type="email"
                value={draft.email}
                autoComplete="email"
                placeholder={t('player.emailPlaceholder')}
                aria-invalid={!!emailError}
                aria-describedby={emailError ? `${id}-email-error` : undefined}
                onChange={(event) => onDraftChange({ ...draft, email: event.target.value })}
              />
              {emailError && (
                <p id={`${id}-email-error`} className="text-sm text-red-700">
                  {emailError}
                </p>
              )}
            </div>
            {draft.name.trim() ? (
              <Button
                type="submit"
                size="lg"
                className="whitespace-normal text-center"
                disabled={savePlayer.isPending}
              >
                {savePlayer.isPending
                  ? t('player.saving')
                  : draft.email.trim()
                    ? t('player.saveWithEmail')
                    : t('player.saveNameOnly')}
              </Button>
            ) : (
              <p id={`${id}-hint`} className="text-sm text-stone-600">
                {t('player.hint')}
              </p>
            )}
          </form>
        )}
      </CardContent>
    </Card>
  );
}

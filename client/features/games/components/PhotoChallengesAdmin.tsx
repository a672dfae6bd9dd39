import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useStrings } from '../../../lib/use-strings';
import { gamesApi } from '../../../../protocol/games';
import {
  CHALLENGE_POINTS,
  challengeDifficulties,
  createPhotoChallengeBodySchema,
  type PhotoChallenge,
  type UpdatePhotoChallengeBody,
} from '../../../../protocol/photo-challenges';
import { call, queryKeyOf } from '../../../lib/api';
import { signalFailure } from '../../../lib/failure-feedback';
import { Badge } from '../../../lib/ui/badge';
import { Button } from '../../../lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../lib/ui/card';
import { Input } from '../../../lib/ui/input';
import { Label } from '../../../lib/ui/label';
import '../../../lib/bilingual-field';
import { LocalizedSpan } from '../../../lib/localized';
import { useLocalized } from '../../../lib/use-localized';
import { messageText } from '../../../lib/error-text';
import { photoChallengesKey } from '../useGames';
import '../strings';

const allKey = queryKeyOf(gamesApi.allPhotoChallenges);
type Difficulty = (typeof challengeDifficulties)[number];
type Draft = { challenge: string; challengeEs: string; difficulty: Difficulty; points: string };
/** Where a refusal is shown: under one language's input, or below the form for the rest. */
type Errors = Partial<Record<'challenge' | 'challengeEs' | 'form', string>>;
const emptyDraft: Draft = {
  challenge: '',
  challengeEs: '',
  difficulty: 'Easy',
  points: String(CHALLENGE_POINTS.Easy[1]),
};

/** The organizers' list of photo challenges: add, edit, retire (guests stop seeing it) or restore. */
export function PhotoChallengesAdmin() {
  const { t } = useStrings('games');
  // The two inputs are named by language in the organizer's language (see lib/bilingual-field).
  const { t: tBilingual } = useStrings('bilingual');
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: allKey, queryFn: () => call(gamesApi.allPhotoChallenges) });
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const { pick } = useLocalized();
  const id = useId();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: allKey }),
      queryClient.invalidateQueries({ queryKey: photoChallengesKey }),
    ]);
  const save = useMutation({
    mutationFn: async ({
      challengeId,
      body,
    }: {
      challengeId: string | null;
      body: UpdatePhotoChallengeBody;
    }) =>
      challengeId
        ? call(gamesApi.updatePhotoChallenge, { params: { id: challengeId }, body })
        : call(gamesApi.createPhotoChallenge, {
            body: body as Required<
              Pick<UpdatePhotoChallengeBody, 'challenge' | 'difficulty' | 'points'>
            >,
          }),
    onSuccess: refresh,
    onError: () => signalFailure(t('toast.errorTitle'), t('toast.errorDescription')),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createPhotoChallengeBodySchema.safeParse({
      ...draft,
      points: Number(draft.points),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const place =
          issue.path[0] === 'challenge' || issue.path[0] === 'challengeEs' ? issue.path[0] : 'form';
        found[place] ??= messageText(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    // An edit sends an emptied Spanish text as '' (cleared); a new challenge just leaves it out.
    const body = editing
      ? parsed.data
      : { ...parsed.data, challengeEs: parsed.data.challengeEs || undefined };
    await save.mutateAsync({ challengeId: editing, body });
    setEditing(null);
    setDraft(emptyDraft);
  };

  const edit = (challenge: PhotoChallenge) => {
    setEditing(challenge.id);
    setDraft({
      challenge: challenge.challenge,
      challengeEs: challenge.challengeEs ?? '',
      difficulty: (challengeDifficulties as readonly string[]).includes(challenge.difficulty)
        ? (challenge.difficulty as Difficulty)
        : 'Hard',
      points: String(challenge.points),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.title')}</CardTitle>
        <CardDescription>{t('admin.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
        >
          <fieldset className="grid gap-2 sm:col-span-4">
            <legend className="mb-1 text-sm font-semibold text-stone-900">
              {t('admin.challenge')}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {(['challenge', 'challengeEs'] as const).map((name) => {
                const language = name === 'challenge' ? 'en' : 'es';
                const message = errors[name];
                return (
                  <div key={name} className="grid gap-1.5">
                    <Label htmlFor={`${id}-${name}`}>
                      <span className="sr-only">{t('admin.challenge')}, </span>
                      {tBilingual(language)}
                    </Label>
                    <Input
                      id={`${id}-${name}`}
                      lang={language}
                      value={draft[name]}
                      aria-invalid={!!message}
                      aria-describedby={message ? `${id}-${name}-error` : undefined}
                      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
                    />
                    {message && (
                      <p id={`${id}-${name}-error`} role="alert" className="text-sm text-red-700">
                        {message}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-difficulty`}>{t('admin.difficulty')}</Label>
            <select
              id={`${id}-difficulty`}
              className="min-h-11 rounded-md border border-stone-300 bg-white px-3 text-base"
              value={draft.difficulty}
              onChange={(event) => {
                const difficulty = event.target.value as Difficulty;
                setDraft({ ...draft, difficulty, points: String(CHALLENGE_POINTS[difficulty][1]) });
              }}
            >
              {challengeDifficulties.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {t(`difficulty.${difficulty}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-points`}>{t('admin.points')}</Label>
            <Input
              id={`${id}-points`}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              className="w-24"
              value={draft.points}
              onChange={(event) => setDraft({ ...draft, points: event.target.value })}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={save.isPending}>
              {editing ? t('admin.save') : t('admin.add')}
            </Button>
            {editing && (
              <Button
                type="button"
                variant="ghost"
                onClick={() => (setEditing(null), setDraft(emptyDraft), setErrors({}))}
              >
                {t('admin.cancel')}
              </Button>
            )}
          </div>
          {errors.form && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-4">
              {errors.form}
            </p>
          )}
        </form>
        {list.isPending && <p>{t('admin.loading')}</p>}
        {list.isError && <p role="alert">{t('admin.loadError')}</p>}
        <ul className="grid gap-2">
          {(list.data ?? []).map((challenge) => (
            <li
              key={challenge.id}
              className="flex flex-wrap items-center gap-2 rounded-md border border-blush-100 p-3"
            >
              <LocalizedSpan
                className="min-w-0 flex-1"
                value={pick(challenge.challenge, challenge.challengeEs)}
              />
              <Badge variant="outline">
                {t(`difficulty.${challenge.difficulty}`, { defaultValue: challenge.difficulty })}
              </Badge>
              <Badge variant="outline">{t('photo.points', { count: challenge.points })}</Badge>
              <Badge variant={challenge.isActive ? 'secondary' : 'destructive'}>
                {challenge.isActive ? t('admin.active') : t('admin.retired')}
              </Badge>
              <Button size="sm" variant="outline" onClick={() => edit(challenge)}>
                {t('admin.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={save.isPending}
                onClick={() =>
                  save.mutate({
                    challengeId: challenge.id,
                    body: { isActive: !challenge.isActive },
                  })
                }
              >
                {challenge.isActive ? t('admin.retire') : t('admin.restore')}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

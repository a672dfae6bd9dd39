import { Camera, Grid3x3, HelpCircle, Search, type LucideIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useStrings } from '../../../lib/use-strings';
import type { GameSession, PlayedGameType } from '../../../../protocol/games';
import { SCAVENGER_TASKS, type ContentSource } from '../../../../protocol/game-content';
import { pickVersion } from '../../../../protocol/localized';
import { signalFailure } from '../../../lib/failure-feedback';
import { LocalizedSpan } from '../../../lib/localized';
import { Badge } from '../../../lib/ui/badge';
import { Button } from '../../../lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../lib/ui/card';
import { toast } from '../../../lib/ui/use-toast';
import { guestDisplayName, useGuestIdentity } from '../../guest-gate/signed-in-guest';
import { HomeSectionShell } from '../../home/HomeSection';
import { LeaderboardCard } from '../../leaderboard/lazy-leaderboard-card';
import { LiveQuizEntry } from '../../quiz/lazy-live-quiz-entry';
import { useSavedPlayer } from '../player-store';
import {
  useGameLanguage,
  useGenerateBingo,
  useGenerateTrivia,
  usePhotoChallenges,
  useStartCollection,
} from '../useGames';
import { BingoDialog } from './BingoDialog';
import { ChecklistDialog } from './ChecklistDialog';
import { InfoTip } from './InfoTip';
import { PlayerCard, type PlayerDraft } from './PlayerCard';
import { TriviaDialog } from './TriviaDialog';
import '../strings';

type CardKey = 'bingo' | 'photo' | 'trivia' | 'scavenger';
const cards: { key: CardKey; gameType: PlayedGameType; icon: LucideIcon }[] = [
  { key: 'bingo', gameType: 'bingo', icon: Grid3x3 },
  { key: 'photo', gameType: 'photo_challenge', icon: Camera },
  { key: 'trivia', gameType: 'trivia', icon: HelpCircle },
  { key: 'scavenger', gameType: 'scavenger_hunt', icon: Search },
];

/** The one open game (spec: only one dialog at a time) and the session the server answered for it. */
type OpenGame = { key: CardKey; session: GameSession; source?: ContentSource } | null;

export function GamesSection() {
  const { t } = useStrings('games');
  const saved = useSavedPlayer();
  const guestName = guestDisplayName(useGuestIdentity());
  // Until the guest types a name, the signed-in guest's first name is the player's name.
  const [typed, setTyped] = useState<{ name: string | null; email: string }>({
    name: null,
    email: '',
  });
  const draft: PlayerDraft = { name: typed.name ?? guestName, email: typed.email };
  const setDraft = (next: PlayerDraft) => setTyped(next);
  const [open, setOpen] = useState<OpenGame>(null);
  const [starting, setStarting] = useState<CardKey>();
  const generateBingo = useGenerateBingo();
  const generateTrivia = useGenerateTrivia();
  const startCollection = useStartCollection();
  const challenges = usePhotoChallenges(open?.key === 'photo');
  const language = useGameLanguage();

  const start = async (key: CardKey, gameType: PlayedGameType) => {
    const playerName = (saved?.name ?? draft.name).trim();
    const playerEmail = (saved ? saved.email : draft.email)?.trim() || null;
    if (!playerName) {
      signalFailure(t('toast.nameRequiredTitle'), t('toast.nameRequiredDescription'));
      return;
    }
    setStarting(key);
    try {
      const body = { playerName, playerEmail };
      let session: GameSession;
      let source: ContentSource | undefined;
      if (key === 'bingo') ({ session, source } = await generateBingo.mutateAsync(body));
      else if (key === 'trivia') ({ session, source } = await generateTrivia.mutateAsync(body));
      else {
        session = await startCollection.mutateAsync({ ...body, gameType });
        toast({
          title: t('toast.startedTitle'),
          description: t('toast.startedDescription', { name: playerName }),
        });
      }
      setOpen({ key, session, source });
    } catch {
      signalFailure(t('toast.errorTitle'), t('toast.errorDescription'));
    } finally {
      setStarting(undefined);
    }
  };

  const close = () => setOpen(null);
  return (
    <HomeSectionShell id="games" title={t('title')} intro={t('intro')}>
      <Suspense fallback={null}>
        <LiveQuizEntry />
      </Suspense>
      <PlayerCard draft={draft} onDraftChange={setDraft} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {cards.map(({ key, gameType, icon: Icon }) => {
          const generates = key === 'bingo' || key === 'trivia';
          return (
            <li key={key}>
              <Card className="flex h-full flex-col">
                <CardHeader className="flex-row items-start gap-3">
                  <Icon className="mt-1 size-8 shrink-0 text-blush-600" aria-hidden />
                  <div className="grid flex-1 gap-1">
                    <CardTitle className="flex flex-wrap items-center gap-2 text-xl">
                      {t(`cards.${key}.title`)}
                      <Badge variant="secondary">{t(`cards.${key}.badge`)}</Badge>
                    </CardTitle>
                    <CardDescription>{t(`cards.${key}.description`)}</CardDescription>
                  </div>
                  <InfoTip
                    label={t('cards.moreInfo', { game: t(`cards.${key}.title`) })}
                    text={t(`cards.${key}.info`)}
                  />
                </CardHeader>
                <CardContent className="mt-auto">
                  <Button
                    size="lg"
                    className="w-full whitespace-normal text-center"
                    disabled={starting !== undefined}
                    onClick={() => void start(key, gameType)}
                  >
                    {starting === key && generates
                      ? t('cards.generating')
                      : t(`cards.${key}.start`)}
                  </Button>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
      <Suspense fallback={null}>
        <LeaderboardCard />
      </Suspense>
      {open?.key === 'bingo' && <BingoDialog session={open.session} source={open.source} onClose={close} />}
      {open?.key === 'trivia' && <TriviaDialog session={open.session} source={open.source} onClose={close} />}
      {open?.key === 'photo' && (
        <ChecklistDialog
          title={t('photo.title')}
          session={open.session}
          items={(challenges.data ?? []).map((c) => ({
            id: c.id,
            // The page's language, or the other one marked where the organizers wrote only that one.
            label: <LocalizedSpan value={pickVersion(c.challenge, c.challengeEs, language)} />,
            points: c.points,
            difficulty: c.difficulty,
          }))}
          emptyText={challenges.isSuccess ? t('photo.empty') : undefined}
          completeToastTitle={t('toast.challengeTitle')}
          onClose={close}
        />
      )}
      {open?.key === 'scavenger' && (
        <ChecklistDialog
          title={t('scavenger.title')}
          session={open.session}
          items={SCAVENGER_TASKS.map((task) => ({
            id: String(task.id),
            label: t(`tasks.${task.id}`),
            points: task.points,
          }))}
          completeToastTitle={t('toast.taskTitle')}
          onClose={close}
        />
      )}
    </HomeSectionShell>
  );
}

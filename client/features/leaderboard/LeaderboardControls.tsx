import { useStrings } from '../../lib/use-strings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../lib/ui/card';
import { PhotoChallengesAdmin } from '../games';
import { ProjectorLinksCard } from '../projector-links/ProjectorLinksCard';
import { PlayerControls } from './controls/PlayerControls';
import { PodiumControls } from './controls/PodiumControls';
import { RoundControls } from './controls/RoundControls';
import { ScreenControls } from './controls/ScreenControls';
import { useOrganizerLeaderboard } from './controls/useLeaderboardControls';
import './strings';

/**
 * The organizers' 'Games' tab: the podium reveal, rounds, hiding players, what /live shows and the
 * projector links that open it on an invite-only site.
 * Every call needs the organizer session; the server refuses them otherwise.
 */
export function LeaderboardControls() {
  const { t } = useStrings('leaderboard');
  const { players, rounds } = useOrganizerLeaderboard();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('controls.title')}</CardTitle>
          <CardDescription>{t('controls.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          <PodiumControls />
          <ScreenControls />
          <RoundControls rounds={rounds.data} />
          {players.isPending && <p role="status">{t('controls.loading')}</p>}
          <PlayerControls players={players.data} />
        </CardContent>
      </Card>
      <ProjectorLinksCard />
      <PhotoChallengesAdmin />
    </div>
  );
}

import { useStrings } from '../../../lib/use-strings';
import { ProjectorJoinPanel as JoinPanel } from '../../../lib/ui/projector-join-panel';

/** Where the QR code leads: the home page's Games section. */
function gamesUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}/#games`;
}

export function ProjectorJoinPanel({ publicUrl }: { publicUrl: string }) {
  const { t } = useStrings('leaderboard');
  return (
    <JoinPanel
      publicUrl={publicUrl}
      target={gamesUrl(publicUrl)}
      size="compact"
      testId="leaderboard-qr"
      words={{
        title: t('projector.join.title'),
        qrLabel: (url) => t('projector.join.qrLabel', { url }),
        line: t('projector.join.line'),
        or: t('projector.join.or'),
      }}
    />
  );
}

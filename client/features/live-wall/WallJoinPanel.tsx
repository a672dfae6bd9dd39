import { useStrings } from '../../lib/use-strings';
import type { MomentStats } from '../../../protocol/moments';
import { ProjectorJoinPanel } from '../../lib/ui/projector-join-panel';
import { joinUrl } from './join-url';
import './strings';

export function WallJoinPanel({ publicUrl, stats }: { publicUrl: string; stats?: MomentStats }) {
  const { t } = useStrings('live-wall');
  return (
    <ProjectorJoinPanel
      as="aside"
      publicUrl={publicUrl}
      target={joinUrl(publicUrl)}
      size="wide"
      testId="wall-qr"
      words={{
        title: t('join.title'),
        qrLabel: (url) => t('join.qrLabel', { url }),
        line: t('join.line'),
        or: t('join.or'),
      }}
    >
      {stats && (
        <p className="mt-auto text-[calc(var(--u)*1.8)] font-semibold" aria-live="polite">
          {t('stats.moments', { count: stats.totalMoments })} ·{' '}
          {t('stats.likes', { count: stats.totalLikes })}
        </p>
      )}
    </ProjectorJoinPanel>
  );
}

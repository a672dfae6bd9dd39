import { ProjectorJoinPanel } from '../../lib/ui/projector-join-panel';
import { useStrings } from '../../lib/use-strings';
import { quizJoinUrl } from './layout';
import './strings';

/** The lobby's "join in": a large code to `/quiz` and the short address for those who type. */
export function QuizJoinPanel({ publicUrl }: { publicUrl: string }) {
  const { t } = useStrings('live-quiz');
  return (
    <ProjectorJoinPanel
      as="aside"
      publicUrl={quizJoinUrl(publicUrl)}
      target={quizJoinUrl(publicUrl)}
      size="large"
      testId="quiz-qr"
      words={{
        title: t('lobby.join'),
        qrLabel: (url) => t('lobby.qrLabel', { url }),
        line: t('lobby.joinLine'),
        or: t('lobby.or'),
      }}
    />
  );
}

import { useStrings } from '../../lib/use-strings';
import { moderationKinds, type ModerationKind } from '../../../protocol/moderation';
import { signalFailure } from '../../lib/failure-feedback';
import { SwitchRow } from '../../lib/ui/switch-row';
import { toast } from '../../lib/ui/use-toast';
import { useWallState } from '../live-wall/useWallState';
import { RevealPanel } from './RevealPanel';
import { usePolicy, useSavePolicy, useSaveWall } from './useModeration';
import { Panel } from '../../lib/ui/panel';

/** Per kind, publish at once or review first; and the projector wall's pause. */
export function SettingsPanel({ organizerName }: { organizerName: string }) {
  const { t } = useStrings('admin-moderation');
  const policy = usePolicy();
  const savePolicy = useSavePolicy(organizerName);
  const wall = useWallState();
  const saveWall = useSaveWall(organizerName);
  const failed = () => signalFailure(t('toast.errorTitle'), t('toast.failed'));

  const setReview = (kind: ModerationKind, review: boolean) =>
    savePolicy.mutate(
      { [kind]: review ? 'review' : 'publish' },
      {
        onSuccess: () =>
          toast({
            title: t('policy.saved'),
            description: t(review ? 'policy.reviewOn' : 'policy.reviewOff', {
              kind: t(`kinds.${kind}`),
            }),
          }),
        onError: failed,
      },
    );

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel titleId="moderation-policy-title" title={t('policy.title')}>
        <p className="text-sm text-stone-700">{t('policy.hint')}</p>
        <ul className="grid gap-2">
          {moderationKinds.map((kind) => (
            <li key={kind}>
              <SwitchRow
                id={`moderation-review-${kind}`}
                label={t('policy.review', { kind: t(`kinds.${kind}`) })}
                checked={policy.data?.[kind] === 'review'}
                disabled={!policy.data || savePolicy.isPending}
                onCheckedChange={(checked) => setReview(kind, checked)}
              />
            </li>
          ))}
        </ul>
      </Panel>
      <Panel titleId="moderation-wall-title" title={t('wall.title')}>
        <SwitchRow
          id="moderation-wall-pause"
          label={t('wall.pause')}
          checked={wall?.paused ?? false}
          disabled={!wall || saveWall.isPending}
          onCheckedChange={(paused) => saveWall.mutate(paused, { onError: failed })}
        />
        <p role="status" className="font-medium text-stone-800">
          {wall?.paused ? t('wall.paused') : t('wall.live')}
        </p>
        <p className="text-sm text-stone-700">{t('wall.hint')}</p>
      </Panel>
      <RevealPanel />
    </div>
  );
}

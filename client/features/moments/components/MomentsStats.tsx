import { Clock, Heart, Layers, MessageSquareHeart, type LucideIcon } from 'lucide-react';
import { useStrings } from '../../../lib/use-strings';
import { momentTypes } from '../../../../protocol/moments';
import '../strings';
import { useMomentStats } from '../useMoments';

function StatCard({
  icon: Icon,
  label,
  value,
  detail,
}: {
  icon: LucideIcon;
  label: string;
  value: number | string;
  detail?: string;
}) {
  return (
    <li className="rounded-xl border border-blush-100 bg-white p-4 text-center shadow-sm">
      <Icon aria-hidden className="mx-auto size-6 text-blush-600" />
      <p className="mt-1 font-serif text-3xl font-semibold text-stone-800">{value}</p>
      <p className="text-base font-medium text-stone-700">{label}</p>
      {detail && <p className="text-sm text-stone-600">{detail}</p>}
    </li>
  );
}

/** The four cards: Moments, Likes, Recent, Types. */
export function MomentsStats() {
  const { t } = useStrings('moments');
  const { data } = useMomentStats();
  const byType = data?.momentsByType ?? {};
  const typesDetail = momentTypes
    .filter((type) => byType[type])
    .map((type) => `${t(`form.types.${type}`)} ${byType[type]}`)
    .join(' · ');
  const show = (value: number | undefined) => (value === undefined ? '–' : value);

  return (
    <ul aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <StatCard
        icon={MessageSquareHeart}
        label={t('stats.moments')}
        value={show(data?.totalMoments)}
      />
      <StatCard icon={Heart} label={t('stats.likes')} value={show(data?.totalLikes)} />
      <StatCard
        icon={Clock}
        label={t('stats.recent')}
        value={show(data?.recentMoments)}
        detail={t('stats.recentHint')}
      />
      <StatCard
        icon={Layers}
        label={t('stats.types')}
        value={data ? Object.values(byType).filter((count) => count > 0).length : '–'}
        detail={typesDetail || undefined}
      />
    </ul>
  );
}

import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import { galleryApi, type StoreCheck } from '../../../protocol/gallery';
import { call, queryKeyOf } from '../../lib/api';
import './strings';

/** Asked again while the server's start-up check is still running. */
const RECHECK_MS = 5_000;

/**
 * A warning above the dashboard when the photo store lets strangers list its files (every
 * photo's address, hidden and private ones included), or when the server could not check it.
 */
export function StoreCheckWarning() {
  const { t } = useStrings('admin');
  const check = useQuery({
    queryKey: queryKeyOf(galleryApi.storeCheck),
    queryFn: () => call(galleryApi.storeCheck),
    refetchInterval: (query) =>
      (query.state.data as StoreCheck | undefined)?.listing === 'checking' ? RECHECK_MS : false,
  });
  const listing = check.data?.listing;
  if (listing !== 'allowed' && listing !== 'unknown') return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">{t(`storeCheck.${listing}.title`)}</p>
        <p>{t(`storeCheck.${listing}.body`)}</p>
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useStrings } from '../../lib/use-strings';
import { newsletterApi } from '../../../protocol/newsletter';
import { call, queryKeyOf } from '../../lib/api';
import './strings';

/**
 * In the Announcements tab: whether sent announcements also go out by e-mail, and why not when
 * SMTP or PUBLIC_URL is not configured (the home page's subscribe box is hidden then).
 */
export function NewsletterAdminNotice() {
  const { t } = useStrings('newsletter');
  const status = useQuery({
    queryKey: queryKeyOf(newsletterApi.status),
    queryFn: () => call(newsletterApi.status),
    staleTime: 30_000,
  });
  if (!status.data) return null;
  return (
    <p
      data-testid="newsletter-admin-notice"
      className={
        status.data.configured
          ? 'rounded-lg border border-blush-100 bg-white p-3 text-stone-700'
          : 'rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900'
      }
    >
      {status.data.configured
        ? t('admin.subscribers', { count: status.data.confirmed })
        : status.data.offReason === 'public-url'
          ? t('admin.publicUrlMissing')
          : t('admin.notConfigured')}
    </p>
  );
}

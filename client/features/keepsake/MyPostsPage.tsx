import { useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type MouseEvent } from 'react';
import { useStrings } from '../../lib/use-strings';
import { Link } from 'react-router-dom';
import { KEEPSAKE_MESSAGES, keepsakeApi, MY_POSTS_ZIP_NAME } from '../../../protocol/keepsake';
import { ApiError } from '../../lib/api';
import { QueryStatus } from '../../lib/query-status';
import { buttonVariants } from '../../lib/ui/button-variants';
import { GuestPage } from '../../lib/ui/guest-page';
import { downloadMyPosts, loadMyPostsInfo } from './my-posts-api';
import { myPostsInfoKey } from './my-posts-key';
import { useFollowDownloadsSwitch } from './useFollowDownloadsSwitch';
import './my-posts-strings';

const countKeys = ['moments', 'photos', 'guestBook', 'timelineMessages'] as const;

/** The server could not tell who this guest is (no device identity, no invitation session). */
const isNoIdentity = (error: unknown) =>
  error instanceof ApiError && error.serverMessage === KEEPSAKE_MESSAGES.noIdentity;
/** Some servers refuse with the 'off' message rather than answering `enabled: false`. */
const isOff = (error: unknown) =>
  error instanceof ApiError && error.serverMessage === KEEPSAKE_MESSAGES.guestDownloadsOff;

/** /my-posts: a guest downloads what they shared, once the couple turns it on. */
export function MyPostsPage() {
  const { t } = useStrings('my-posts');
  useFollowDownloadsSwitch();
  const info = useQuery({ queryKey: myPostsInfoKey, queryFn: loadMyPostsInfo });

  const known = isNoIdentity(info.error) || isOff(info.error);
  return (
    <GuestPage
      look="start"
      width="3xl"
      title={t('title')}
      documentTitle={t('documentTitle')}
      intro={t('intro')}
    >
      {!known && (
        <QueryStatus
          query={info}
          align="start"
          loadingText={t('loading')}
          errorText={t('loadError')}
          retryText={t('retry')}
        />
      )}
      {(info.data?.enabled === false || isOff(info.error)) && (
        <p className="rounded-xl bg-white p-5 text-lg text-stone-800">{t('off')}</p>
      )}
      {isNoIdentity(info.error) && <NoIdentity />}
      {info.data?.enabled && <MyPosts counts={info.data} />}
    </GuestPage>
  );
}

function NoIdentity() {
  const { t } = useStrings('my-posts');
  return (
    <div className="grid gap-3 rounded-xl bg-white p-5">
      <p className="text-lg text-stone-800">{t('noIdentity')}</p>
      <Link to="/guest-login" className="text-blush-700 underline underline-offset-4">
        {t('signIn')}
      </Link>
    </div>
  );
}

function MyPosts({ counts }: { counts: Record<(typeof countKeys)[number], number> }) {
  const { t } = useStrings('my-posts');
  const download = useMutation({ mutationFn: downloadMyPosts });
  const total = countKeys.reduce((sum, key) => sum + counts[key], 0);
  if (total === 0) return <p className="rounded-xl bg-white p-5 text-lg">{t('nothing')}</p>;

  const save = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!download.isPending) download.mutate();
  };
  const failure = download.error;
  return (
    <section aria-labelledby="my-posts-summary" className="grid gap-5 rounded-xl bg-white p-5">
      <p id="my-posts-summary" className="text-lg text-stone-800">
        {t('summary')}
      </p>
      <ul className="grid gap-1 text-lg">
        {countKeys.map((key) => (
          <li key={key}>{t(`counts.${key}`, { count: counts[key] })}</li>
        ))}
      </ul>
      {/* The link works on its own for an invitation's session; the click adds the device identity. */}
      <a
        href={keepsakeApi.myPostsDownload.path}
        download={MY_POSTS_ZIP_NAME}
        onClick={save}
        aria-disabled={download.isPending}
        aria-describedby="my-posts-download-status"
        className={buttonVariants({ size: 'lg', className: 'justify-self-start' })}
      >
        <Download aria-hidden />
        {t('download')}
      </a>
      <p id="my-posts-download-status" role="status" className="text-stone-700">
        {download.isPending && t('preparing')}
        {download.isSuccess && t('saved')}
      </p>
      {failure && (
        <p role="alert" className="font-medium text-red-800">
          {isNoIdentity(failure)
            ? t('noIdentity')
            : isOff(failure)
              ? t('off')
              : t('downloadFailed')}
        </p>
      )}
    </section>
  );
}

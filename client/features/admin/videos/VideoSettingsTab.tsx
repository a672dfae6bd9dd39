import { useQuery } from '@tanstack/react-query';
import { VIDEO_MESSAGES } from '../../../../protocol/video';
import { videoStatusApi } from '../../../../protocol/video-status';
import { call, queryKeyOf } from '../../../lib/api';
import { errorText, serverText } from '../../../lib/error-text';
import { AdminSection } from '../../../lib/ui/admin-section';
import { useStrings } from '../../../lib/use-strings';
import '../../../lib/video-error-texts';
import { VideoSettingsForm } from './VideoSettingsForm';
import './strings';

/** The same read as the notice above the dashboard (VideosOffNotice): one request for both. */
const videoStatusKey = queryKeyOf(videoStatusApi.status);

/**
 * The dashboard's Videos tab: whether this server can make videos (ffmpeg), and the organizers'
 * settings for guests' videos within what the operator's environment allows.
 */
export default function VideoSettingsTab() {
  const { t } = useStrings('admin-videos');
  const status = useQuery({
    queryKey: videoStatusKey,
    queryFn: () => call(videoStatusApi.status),
  });
  return (
    <AdminSection titleId="admin-videos-title" title={t('title')} intro={t('intro')}>
      {status.isError && (
        <p role="alert" className="text-red-700">
          {serverText(status.error) ?? t('loadFailed')}
        </p>
      )}
      {status.data && (
        <>
          <p
            className={
              status.data.videos === 'on' ? 'text-stone-700' : 'font-medium text-amber-900'
            }
          >
            {status.data.videos === 'on'
              ? t('ffmpeg.on')
              : errorText({ message: VIDEO_MESSAGES.off, code: 'video.off' })}
          </p>
          {/* Keyed by what is stored: the fields start from it again after a save. */}
          <VideoSettingsForm key={JSON.stringify(status.data.settings)} status={status.data} />
        </>
      )}
    </AdminSection>
  );
}

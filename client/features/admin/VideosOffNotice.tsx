import { useQuery } from '@tanstack/react-query';
import { VideoOff } from 'lucide-react';
import { VIDEO_MESSAGES } from '../../../protocol/video';
import { videoStatusApi } from '../../../protocol/video-status';
import { call, queryKeyOf } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import '../../lib/video-error-texts';

/**
 * Above the dashboard when this server found no ffmpeg: guests' videos are refused until one is
 * installed (or FFMPEG_PATH names it), which organizers would otherwise learn from a guest.
 */
export function VideosOffNotice() {
  const status = useQuery({
    queryKey: queryKeyOf(videoStatusApi.status),
    queryFn: () => call(videoStatusApi.status),
  });
  if (status.data?.videos !== 'off') return null;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <VideoOff aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>{errorText({ message: VIDEO_MESSAGES.off, code: 'video.off' })}</p>
    </div>
  );
}

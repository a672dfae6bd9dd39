import type { VideoFailure, VideoPostRef } from '../../../protocol/post-video';
import { errorText } from '../error-text';
import { cn } from '../ui/cn';
import { useStrings } from '../use-strings';
import { useVideoProgress } from './my-videos';
import './strings';

type VideoStatusProps = {
  kind: VideoPostRef['kind'];
  id: string;
  /** Set when the video was not made: why, in the author's language. */
  failure?: VideoFailure | undefined;
  className?: string;
};

/**
 * What only the author's phone sees of a video not shown yet: being made (with how far, as the
 * `my-videos` pushes say; useMyVideos must be mounted above), or why it was not.
 */
export function VideoStatus({ kind, id, failure, className }: VideoStatusProps) {
  const { t } = useStrings('video');
  const percent = useVideoProgress(kind, id);
  const shown = percent === undefined ? undefined : Math.round(percent);
  return (
    <div
      role="status"
      className={cn(
        'rounded-lg p-3 text-sm',
        failure ? 'bg-red-50 text-red-800' : 'bg-blush-50 text-stone-700',
        className,
      )}
    >
      {failure ? (
        <p>{t('failed', { reason: errorText(failure) })}</p>
      ) : (
        <>
          <p>{t('processing')}</p>
          {shown !== undefined && (
            <>
              <progress
                className="mt-2 h-2 w-full accent-blush-600"
                max={100}
                value={shown}
                aria-hidden="true"
              />
              <p className="mt-1">{t('progress', { percent: shown })}</p>
            </>
          )}
        </>
      )}
    </div>
  );
}

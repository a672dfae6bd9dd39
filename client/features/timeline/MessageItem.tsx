import { useStrings } from '../../lib/use-strings';
import { REACTION_EMOJI, type TimelineParticipation } from '../../../protocol/timeline';
import { PostVideoPlayer } from '../../lib/video/PostVideoPlayer';
import { VideoStatus } from '../../lib/video/VideoStatus';
import { formatPosted } from './format';
import { SeeTranslation } from '../translation/SeeTranslation';

/** One guest message: name, when, the text and its reaction emoji, if any; a photo or a video. */
export function MessageItem({ message }: { message: TimelineParticipation }) {
  const { t, i18n } = useStrings('timeline');
  const photo = message.photo;
  return (
    <li className="rounded-lg bg-blush-50 p-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm text-stone-600">
        <span className="font-semibold text-stone-800">{message.guestName}</span>
        <time dateTime={message.createdAt}>{formatPosted(message.createdAt, i18n.language)}</time>
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-stone-800">
        {message.content}
        {message.reactionType && (
          <span className="ml-1" aria-hidden>
            {REACTION_EMOJI[message.reactionType]}
          </span>
        )}
      </p>
      {/* Only ever what this site's pipeline made (the server answers no other). */}
      {message.processing || message.videoFailure ? (
        <VideoStatus
          kind="timeline"
          id={message.id}
          failure={message.videoFailure}
          className="mt-2 bg-white"
        />
      ) : photo?.video ? (
        <PostVideoPlayer
          video={photo.video}
          alt={t('photo.videoBy', { name: message.guestName })}
          width={photo.width}
          height={photo.height}
          className="mt-2 max-h-64"
        />
      ) : (
        photo && (
          <img
            src={photo.thumbUrl}
            width={photo.width}
            height={photo.height}
            alt={message.content}
            loading="lazy"
            decoding="async"
            className="mt-2 h-auto max-h-64 w-auto rounded-md object-cover"
          />
        )
      )}
      {message.participationType === 'message' && (
        <SeeTranslation kind="timeline" id={message.id} />
      )}
    </li>
  );
}

import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { ApiError } from '../../lib/api';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { guestDisplayName, useGuestIdentity } from '../guest-gate/signed-in-guest';
import { uploadMedia } from '../../lib/media-upload/upload';
import { useShareMoment } from '../moments/useMoments';
import '../../lib/outbox/strings';
import './strings';
import { TextInputField } from '../../lib/ui/labeled-field';

/**
 * 'Share to Moments': the GIF goes through the photo pipeline, then becomes a gif moment whose
 * media is the stored, still animated picture, so the moments list and /live show it moving.
 */
export function ShareGifForm({ gif, onShared }: { gif: Blob; onShared: () => void }) {
  const { t } = useStrings('gif-creator');
  const signedInName = guestDisplayName(useGuestIdentity());
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? signedInName;
  const [caption, setCaption] = useState(() => t('share.defaultCaption'));
  const [pending, setPending] = useState(false);
  const shareMoment = useShareMoment();

  const share = async () => {
    setPending(true);
    try {
      // The moment's own media path: the same pipeline as photos (checked, animated WebP kept),
      // shown once, as a moment, rather than also in the gallery.
      const mediaUploadURL = await uploadMedia(gif);
      const answer = await shareMoment.mutateAsync({
        guestName: name,
        content: caption,
        momentType: 'gif',
        mediaUploadURL,
      });
      // The file is stored; only the moment itself may wait in the outbox for the network.
      const moment = answer.status === 'sent' ? answer.result : undefined;
      toast({
        title: t('toast.shared'),
        description: !moment
          ? t('outbox:savedOnPhone')
          : moment.awaitingReview
            ? t('toast.sharedPendingDescription')
            : t('toast.sharedDescription'),
      });
      onShared();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.errorTitle'),
        description:
          error instanceof ApiError && error.status < 500 && error.serverMessage
            ? error.serverMessage
            : t('toast.shareError'),
      });
    } finally {
      setPending(false);
    }
  };

  const canShare = name.trim() !== '' && caption.trim() !== '' && !pending;
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (canShare) void share();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInputField
          id="gif-share-name"
          label={t('share.name')}
          value={name}
          autoComplete="name"
          maxLength={80}
          onValueChange={setName}
        />
        <TextInputField
          id="gif-share-caption"
          label={t('share.caption')}
          value={caption}
          maxLength={500}
          onValueChange={setCaption}
        />
      </div>
      <Button type="submit" disabled={!canShare}>
        {pending ? t('actions.sharing') : t('actions.share')}
      </Button>
    </form>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { GalleryPhoto } from '../../../protocol/gallery';
import { moderationApi } from '../../../protocol/moderation';
import { call } from '../../lib/api';
import { signalFailure } from '../../lib/failure-feedback';
import { Button } from '../../lib/ui/button';
import { withoutPhoto } from './gallery-cache';
import { galleryKey } from './useGallery';

/**
 * Hide or delete a photo straight from the gallery, through the moderation endpoints (the same
 * action log, the same pushes: every guest's gallery drops it). Rendered for organizers only; the
 * server refuses anyone else whatever the page shows.
 */
export function OrganizerPhotoActions({ photo }: { photo: GalleryPhoto }) {
  const { t } = useStrings('photos');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const name = photo.caption || photo.uploaderName;
  const act = useMutation({
    mutationFn: async (action: 'hide' | 'delete') => {
      const input = { params: { kind: 'photos' as const, id: photo.id }, body: {} };
      if (action === 'delete') await call(moderationApi.remove, input);
      else await call(moderationApi.hide, input);
    },
    // The push does the same for everyone; this page need not wait for it.
    onSuccess: () =>
      queryClient.setQueryData<GalleryPhoto[]>(galleryKey, (list) => withoutPhoto(list, photo.id)),
    onError: (error) => signalFailure(t('organizer.failedTitle'), t('organizer.failed'), error),
  });
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1">
      <Button
        size="sm"
        variant="outline"
        disabled={act.isPending}
        onClick={() => act.mutate('hide')}
        aria-label={t('organizer.hideLabel', { name })}
      >
        <EyeOff aria-hidden="true" />
        {t('organizer.hide')}
      </Button>
      {confirming ? (
        <span
          role="group"
          aria-label={t('organizer.confirmDelete')}
          className="flex flex-wrap items-center gap-1"
        >
          <span className="text-sm text-stone-800">{t('organizer.confirmDelete')}</span>
          <Button
            size="sm"
            variant="destructive"
            disabled={act.isPending}
            onClick={() => act.mutate('delete')}
          >
            {t('organizer.delete')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            {t('organizer.cancel')}
          </Button>
        </span>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          disabled={act.isPending}
          onClick={() => setConfirming(true)}
          aria-label={t('organizer.deleteLabel', { name })}
        >
          <Trash2 aria-hidden="true" />
          {t('organizer.delete')}
        </Button>
      )}
    </div>
  );
}

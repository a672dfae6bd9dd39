import { PHOTO_INPUT_ACCEPT } from '../../../protocol/images';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, ImagePlus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useStrings } from '../../lib/use-strings';
import { galleryApi, toGuestPhotoBody } from '../../../protocol/gallery';
import { call } from '../../lib/api';
import { haptic } from '../../lib/haptics';
import { Button } from '../../lib/ui/button';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import { Textarea } from '../../lib/ui/textarea';
import { toast } from '../../lib/ui/use-toast';
import { serverText } from '../../lib/error-text';
import { guestDisplayName, useGuestIdentity } from '../guest-gate/signed-in-guest';
import './strings';
import { addOwnPhoto } from './useGallery';
import { useMyGalleryVideos } from './useMyGalleryVideos';
import { FileRow, type Outcome } from './UploadFileRow';
import {
  createPhotoUppy,
  GALLERY_INPUT_ACCEPT,
  resumeRestored,
  tooLargeFor,
  type PhotoFile,
  type PhotoUppy,
} from './uploader';

function useUppyFiles(uppy: PhotoUppy): PhotoFile[] {
  const subscribe = useMemo(
    () => (onChange: () => void) => {
      uppy.on('state-update', onChange);
      return () => uppy.off('state-update', onChange);
    },
    [uppy],
  );
  const files = useSyncExternalStore(subscribe, () => uppy.getState().files);
  return useMemo(() => Object.values(files), [files]);
}

/**
 * The photo section's uploader (its own chunk, with Uppy): several photos or videos at once from
 * the gallery or the camera, a name (the signed-in guest's by default) and a caption, progress per
 * photo, a retry for a failed one; each photo is confirmed with the server once it is stored.
 */
export function PhotoUploader() {
  const { t } = useStrings('photos');
  const queryClient = useQueryClient();
  const signedInName = guestDisplayName(useGuestIdentity());
  const [uppy] = useState(createPhotoUppy);
  const files = useUppyFiles(uppy);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  // The signed-in guest's name until the guest types another.
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? signedInName;
  const [caption, setCaption] = useState('');
  const [notice, setNotice] = useState('');
  const chooseRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const form = useRef({ name, caption });
  useEffect(() => {
    form.current = { name, caption };
  }, [name, caption]);
  const ids = useId();
  useMyGalleryVideos(setOutcomes);

  useEffect(() => {
    const setOutcome = (id: string, outcome: Outcome) =>
      setOutcomes((all) => ({ ...all, [id]: outcome }));
    const onSuccess = (file: PhotoFile | undefined) => {
      if (!file) return;
      const uploadURL = uppy.getFile(file.id)?.meta.uploadURL;
      if (!uploadURL) return;
      setOutcome(file.id, { state: 'confirming' });
      const body = toGuestPhotoBody(uploadURL, {
        guestName: form.current.name,
        caption: form.current.caption,
      });
      call(galleryApi.addGuestPhoto, { body })
        .then((photo) => {
          const pending = photo.status === 'pending';
          if (photo.processing) {
            // A video is stored, then made: its row shows how far, and the gallery has it once ready.
            setOutcome(file.id, { state: 'preparing', id: photo.id, pending });
            haptic('success');
            toast({ title: t('toast.videoTitle'), description: t('toast.videoDescription') });
            return;
          }
          if (!pending) addOwnPhoto(queryClient, photo);
          setOutcome(file.id, { state: 'done', pending });
          haptic('success');
          toast({
            title: t('toast.successTitle'),
            description: pending ? t('toast.pendingDescription') : t('toast.successDescription'),
          });
        })
        .catch((error: unknown) => {
          const message = serverText(error) ?? t('toast.failureDescription');
          setOutcome(file.id, { state: 'refused', message });
          haptic('error');
          toast({ variant: 'destructive', title: t('toast.failureTitle'), description: message });
        });
    };
    const onError = (file: PhotoFile | undefined, error?: unknown) => {
      haptic('error');
      toast({
        variant: 'destructive',
        title: t('toast.failureTitle'),
        // The server's refusal (too many uploads open, a used link) says what to do.
        description:
          serverText(error) ??
          (file ? t('errors.failedFile', { file: file.name }) : t('toast.failureDescription')),
      });
    };
    const onRestriction = (file: PhotoFile | undefined, error: Error) => {
      const text = /exceeds maximum/i.test(error.message)
        ? t('errors.videoTooLarge', { file: file?.name ?? '' })
        : /only upload:/i.test(error.message)
          ? t('errors.wrongType')
          : /duplicate/i.test(error.message)
            ? t('errors.duplicate', { fileName: file?.name ?? '' })
            : t('errors.tooMany', { count: 10 });
      setNotice(text);
    };
    const onRestored = () => resumeRestored(uppy);
    const onOffline = () => setNotice(t('errors.offline'));
    const onOnline = () => setNotice(t('errors.online'));
    uppy.on('upload-success', onSuccess);
    uppy.on('upload-error', onError);
    uppy.on('restriction-failed', onRestriction);
    uppy.on('restored', onRestored);
    // Golden Retriever starts restoring as the uploader is made, before this effect runs: a
    // restore already done (its state still recovered) is resumed now, or it would never be.
    if (uppy.getState().recoveredState) resumeRestored(uppy);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      uppy.off('upload-success', onSuccess);
      uppy.off('upload-error', onError);
      uppy.off('restriction-failed', onRestriction);
      uppy.off('restored', onRestored);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [uppy, queryClient, t]);

  useEffect(() => () => uppy.destroy(), [uppy]);

  const addFiles = (list: FileList | null) => {
    setNotice('');
    for (const file of Array.from(list ?? [])) {
      // Uppy bounds every file by a video's size; a picture's bound is smaller.
      const tooLarge = tooLargeFor(file);
      if (tooLarge) {
        setNotice(t(`errors.${tooLarge}`, { file: file.name }));
        continue;
      }
      try {
        uppy.addFile({ name: file.name, type: file.type, data: file, source: 'Local' });
      } catch {
        // Refused by a restriction: 'restriction-failed' already said why.
      }
    }
  };

  const waiting = files.filter((file) => !file.progress.uploadStarted);
  const uploading = files.some(
    (file) => file.progress.uploadStarted && !file.progress.uploadComplete && !file.error,
  );
  const confirming = Object.values(outcomes).some((outcome) => outcome.state === 'confirming');

  const start = () => {
    setNotice('');
    void uppy.upload();
  };

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={`${ids}-name`}>{t('form.name')}</Label>
        <Input
          id={`${ids}-name`}
          value={name}
          maxLength={80}
          autoComplete="given-name"
          placeholder={t('form.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${ids}-caption`}>{t('form.caption')}</Label>
        <Textarea
          id={`${ids}-caption`}
          rows={3}
          value={caption}
          maxLength={500}
          placeholder={t('form.captionPlaceholder')}
          onChange={(event) => setCaption(event.target.value)}
        />
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => chooseRef.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {t('form.choose')}
        </Button>
        <Button type="button" variant="outline" onClick={() => cameraRef.current?.click()}>
          <Camera aria-hidden="true" />
          {t('form.camera')}
        </Button>
        <input
          ref={chooseRef}
          type="file"
          accept={GALLERY_INPUT_ACCEPT}
          multiple
          hidden
          data-testid="photo-file-input"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <input
          ref={cameraRef}
          type="file"
          accept={PHOTO_INPUT_ACCEPT}
          capture="environment"
          hidden
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <p className="text-sm text-stone-600">{t('form.formats')}</p>
      <p className="text-sm text-stone-600">{t('form.videoFormats')}</p>
      <p role="status" className="text-sm text-stone-700">
        {notice}
      </p>

      {files.length > 0 && (
        <ul aria-label={t('form.chosen')} className="space-y-2">
          {files.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              outcome={outcomes[file.id]}
              onRemove={() => uppy.removeFile(file.id)}
              onRetry={() => void uppy.retryUpload(file.id)}
            />
          ))}
        </ul>
      )}

      {confirming && (
        <p role="status" className="rounded-md bg-blush-50 px-3 py-2 text-sm text-blush-800">
          {t('form.pending')}
        </p>
      )}

      <Button
        type="button"
        className="w-full"
        disabled={waiting.length === 0 || uploading}
        onClick={start}
      >
        {uploading ? t('form.uploading') : t('form.upload', { count: Math.max(waiting.length, 1) })}
      </Button>
    </div>
  );
}

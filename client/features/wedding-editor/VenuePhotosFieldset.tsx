import { ImagePlus } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useStrings } from '../../lib/use-strings';
import { PHOTO_UPLOAD_LIMITS } from '../../../protocol/gallery';
import type { VenuePhoto } from '../../../protocol/wedding';
import { VENUE_PHOTO_LIMIT } from '../../../protocol/wedding-edit';
import { editorErrorText, type SettingsForm } from './editor-form';
import { ListControls } from './ListControls';
import { fileProblem, uploadMedia } from '../../lib/media-upload/upload';

/**
 * A venue's photos: uploaded at once through the photo pipeline (presign, PUT), then kept in the
 * form as references (a stored photo's id, a new upload's URL) until the organizer saves. Saving
 * hands new uploads to the server; a photo removed here loses its files once the save is stored.
 */
export function VenuePhotosFieldset({
  form,
  venue,
  stored,
}: {
  form: SettingsForm;
  venue: 'ceremony' | 'reception';
  /** The venue's saved photos, to show the thumbnails of the ones kept. */
  stored: readonly VenuePhoto[];
}) {
  const { t } = useStrings('wedding-editor');
  const photos = useFieldArray({
    control: form.control,
    name: `venues.${venue}.photos`,
    keyName: 'rowKey',
  });
  // Previews of uploads not saved yet, by upload URL (the browser's own copy of the file).
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `wedding-${venue}-photos-input`;
  const listError = form.formState.errors.venues?.[venue]?.photos;
  const listMessage = editorErrorText(t, listError?.message ?? listError?.root?.message);
  // The browser's copies are let go when the editor closes.
  const previewList = useRef(previews);
  useEffect(() => {
    previewList.current = previews;
  }, [previews]);
  useEffect(
    () => () => Object.values(previewList.current).forEach((url) => URL.revokeObjectURL(url)),
    [],
  );

  const thumbOf = (item: { id?: string; uploadURL?: string }) =>
    item.id
      ? stored.find((photo) => photo.id === item.id)?.thumbUrl
      : item.uploadURL && previews[item.uploadURL];
  const room = VENUE_PHOTO_LIMIT - photos.fields.length - uploading;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setProblem(null);
    if (files.length > room) setProblem(t('photos.tooMany', { max: VENUE_PHOTO_LIMIT }));
    for (const file of files.slice(0, Math.max(room, 0))) {
      const refused = fileProblem(file);
      if (refused) {
        setProblem(t(`photos.${refused}`, { name: file.name }));
        continue;
      }
      setUploading((count) => count + 1);
      try {
        const uploadURL = await uploadMedia(file);
        setPreviews((current) => ({ ...current, [uploadURL]: URL.createObjectURL(file) }));
        photos.append({ uploadURL }, { shouldFocus: false });
      } catch {
        setProblem(t('photos.uploadFailed', { name: file.name }));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return (
    <div className="grid gap-3">
      <h3 className="font-medium text-stone-800">
        {t('photos.legend')} ({photos.fields.length})
      </h3>
      <p className="text-sm text-stone-600">{t('photos.intro', { max: VENUE_PHOTO_LIMIT })}</p>
      {(problem ?? listMessage) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem ?? listMessage}
        </p>
      )}
      {photos.fields.length > 0 && (
        <ol className="grid gap-3 sm:grid-cols-2">
          {photos.fields.map((photo, index) => {
            const number = index + 1;
            const thumb = thumbOf(photo);
            return (
              <li
                key={photo.rowKey}
                className="flex items-center gap-3 rounded-lg border border-blush-100 bg-white p-2"
              >
                {thumb ? (
                  <img
                    src={thumb}
                    alt={t('photos.photo', { number })}
                    className="h-16 w-24 rounded object-cover"
                    loading="lazy"
                  />
                ) : (
                  <span className="h-16 w-24 rounded bg-stone-100" />
                )}
                {!photo.id && <span className="text-xs text-stone-600">{t('photos.unsaved')}</span>}
                <ListControls
                  index={index}
                  count={photos.fields.length}
                  onMove={photos.move}
                  onRemove={photos.remove}
                  labels={{
                    up: t('photos.moveUp', { number }),
                    down: t('photos.moveDown', { number }),
                    remove: t('photos.remove', { number }),
                  }}
                />
              </li>
            );
          })}
        </ol>
      )}
      {uploading > 0 && (
        <p role="status" className="text-sm text-stone-600">
          {t('photos.uploading', { count: uploading })}
        </p>
      )}
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-blush-200 bg-white px-4 font-medium text-blush-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
        >
          <ImagePlus aria-hidden className="size-4" />
          {t('photos.add')}
          <input
            id={inputId}
            type="file"
            multiple
            accept={PHOTO_UPLOAD_LIMITS.contentTypes.join(',')}
            disabled={room <= 0}
            onChange={(event) => void add(event)}
            className="sr-only"
          />
        </label>
      </div>
    </div>
  );
}

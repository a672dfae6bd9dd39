import { ImageIcon, X } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { QuizPicture } from '../../../protocol/quiz';
import { TitledDialog } from '../../lib/ui/dialog';
import { Button } from '../../lib/ui/button';
import { useStrings } from '../../lib/use-strings';
import { GalleryPicker } from './GalleryPicker';
import { usePictureUpload } from './picture-upload';
import { PictureUploadField } from './PictureUploadField';
import { pictureKey, type QuizForm } from './quiz-form';
import './strings';

type Props = {
  form: QuizForm;
  index: number;
  number: number;
  previews: Record<string, string>;
  onPicture: (picture: QuizPicture | null, previewUrl?: string) => void;
};

/** A question's optional picture: one of the gallery's photos, or one uploaded for the quizzes. */
export function PictureField({ form, index, number, previews, onPicture }: Props) {
  const { t } = useStrings('admin-quiz');
  const [picking, setPicking] = useState(false);
  const upload = usePictureUpload();
  const picture = useWatch({ control: form.control, name: `questions.${index}.picture` });
  const preview = picture ? previews[pictureKey(picture)] : undefined;
  const question = t('editor.question', { number });

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-stone-900">{t('picture.legend')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {picture ? (
          preview ? (
            <img
              src={preview}
              alt={`${t('picture.chosen')} (${question})`}
              className="h-20 w-28 rounded object-cover"
            />
          ) : (
            <p className="text-sm text-stone-700">{t('picture.gone')}</p>
          )
        ) : (
          <p className="text-sm text-stone-600">{t('picture.none')}</p>
        )}
        <TitledDialog
          open={picking}
          onOpenChange={setPicking}
          title={t('picture.galleryTitle')}
          description={t('picture.galleryDescription')}
          className="max-w-3xl"
          trigger={
            <Button type="button" variant="outline">
              <ImageIcon aria-hidden />
              {t('picture.fromGallery')}
              <span className="sr-only"> ({question})</span>
            </Button>
          }
        >
          {picking && (
            <GalleryPicker
              onPick={(photo) => {
                onPicture({ kind: 'gallery', photoId: photo.id }, photo.thumbUrl);
                setPicking(false);
              }}
            />
          )}
        </TitledDialog>
        {picture && (
          <Button type="button" variant="ghost" onClick={() => onPicture(null)}>
            <X aria-hidden />
            {t('picture.remove')}
            <span className="sr-only"> ({question})</span>
          </Button>
        )}
      </div>
      <PictureUploadField
        upload={upload}
        question={question}
        onUploaded={({ picture: uploaded, previewUrl }) => onPicture(uploaded, previewUrl)}
      />
    </fieldset>
  );
}

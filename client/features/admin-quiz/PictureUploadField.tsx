import { useId, useState, type ChangeEvent } from 'react';
import { PHOTO_INPUT_ACCEPT } from '../../../protocol/images';
import { serverText } from '../../lib/error-text';
import '../../lib/media-upload/strings';
import { fileProblem } from '../../lib/media-upload/upload';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import { useStrings } from '../../lib/use-strings';
import type { UploadedPicture, UploadPicture } from './picture-upload';
import './strings';

type Props = {
  upload: UploadPicture;
  /** Names the field for screen readers ('Question 2'). */
  question: string;
  onUploaded: (uploaded: UploadedPicture) => void;
};

/** A picture from the organizer's computer or phone, checked before it is sent. */
export function PictureUploadField({ upload, question, onUploaded }: Props) {
  const { t } = useStrings('admin-quiz');
  const { t: media } = useStrings('media');
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    if (!file) return;
    const refused = fileProblem(file);
    if (refused) return setProblem(media(refused));
    setUploading(true);
    try {
      onUploaded(await upload(file));
    } catch (error) {
      setProblem(serverText(error) ?? t('picture.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {t('picture.upload')}
        <span className="sr-only"> ({question})</span>
      </Label>
      <Input
        id={id}
        type="file"
        accept={PHOTO_INPUT_ACCEPT}
        disabled={uploading}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => void choose(event)}
      />
      {uploading && (
        <p role="status" className="text-sm text-stone-700">
          {t('picture.uploading')}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

import { PHOTO_INPUT_ACCEPT } from '../../../protocol/images';
import { isVideoType } from '../../../protocol/uploads';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../use-strings';
import { FormField } from '../form-field';
import '../form-strings';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import './strings';
import { declaredType } from './declared-type';
import { fileProblem, type MediaKind } from './upload';
import { VIDEO_INPUT_ACCEPT } from '../video/accept';

type MediaFileFieldProps = {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Why the form cannot be sent without a file (the form's message), if it cannot. */
  error?: string;
  /** The guest book's photo is optional; a photo or GIF moment's is not. */
  optional?: boolean;
  label?: string;
  /** A picture (the default), a video moment's film, or either (a guest book or timeline post). */
  kind?: FieldKind;
};

type FieldKind = MediaKind | 'pictureOrVideo';

/** What each kind's picker offers: by type, and by extension where systems give none. */
const ACCEPT: Record<FieldKind, string> = {
  picture: PHOTO_INPUT_ACCEPT,
  video: VIDEO_INPUT_ACCEPT,
  pictureOrVideo: `${PHOTO_INPUT_ACCEPT},${VIDEO_INPUT_ACCEPT}`,
};

/** Why a file cannot be sent in this field (a key of the 'media' catalog), or null. */
function problemOf(file: File, kind: FieldKind) {
  if (kind !== 'pictureOrVideo') return fileProblem(file, kind);
  // Either is taken: a video by the video's bounds, anything else as a picture.
  if (isVideoType(declaredType(file))) return fileProblem(file, 'video');
  const problem = fileProblem(file, 'picture');
  return problem === 'fileType' ? 'pictureOrVideoType' : problem;
}

const LABEL = {
  picture: 'mediaFile',
  video: 'videoFile',
  pictureOrVideo: 'pictureOrVideoFile',
} as const;
const HINT = {
  picture: 'mediaFileHint',
  video: 'videoFileHint',
  pictureOrVideo: 'pictureOrVideoFileHint',
} as const;

/**
 * A photo or GIF from the phone (its camera or its pictures), or a video: a moment's, a guest
 * book entry's, or a photo or video on a moment of the day. Pictures are only ever uploaded to this site, never linked from elsewhere.
 */
export function MediaFileField({
  id,
  file,
  onChange,
  error,
  optional = false,
  label,
  kind = 'picture',
}: MediaFileFieldProps) {
  const { t } = useStrings('media');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <FormField
      id={id}
      label={label ?? t(LABEL[kind])}
      {...(optional ? { optionalText: t('forms:optional') } : {})}
      hint={t(HINT[kind])}
      error={problem ?? error}
    >
      {(aria) =>
        file ? (
          <div className="flex items-center gap-2">
            <span className="min-w-0 flex-1 truncate text-stone-800">{file.name}</span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onChange(null)}
              aria-label={t('removeFile', { name: file.name })}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ) : (
          <Input
            {...aria}
            type="file"
            accept={ACCEPT[kind]}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const why = chosen ? problemOf(chosen, kind) : null;
              setProblem(why ? t(why) : undefined);
              if (why) event.target.value = '';
              onChange(why ? null : chosen);
            }}
          />
        )
      }
    </FormField>
  );
}

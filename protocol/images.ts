import { defineMessages } from './messages';

/**
 * Why the server's photo pipeline (server/lib/images) refused a picture once it had arrived, whatever
 * brought it (the gallery, a moment, the guest book, a linked picture): each translated in the
 * client's catalog (client/lib/image-error-texts.ts).
 */
export const IMAGE_MESSAGES = defineMessages('image', {
  notAnImage: 'This file is not a photo we can read. Please choose a JPG, PNG or GIF picture.',
  tooManyPixels: 'This picture is too large to process (over 60 megapixels).',
  heicDamaged:
    'This HEIC photo is damaged or incomplete, so it cannot be read. Please choose it again, or share it as a JPEG.',
});

/**
 * What a photo input offers to pick: any image, and HEIC/HEIF by extension too, since some systems
 * (Windows without its HEIF extension, some desktop browsers) do not list .heic files as images.
 */
export const PHOTO_INPUT_ACCEPT = 'image/*,.heic,.heif';

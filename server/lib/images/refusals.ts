import { IMAGE_MESSAGES } from '../../../protocol/images';

/** Larger pictures are refused before decoding (a 10 MB file can claim a huge canvas). */
export const MAX_INPUT_PIXELS = 60_000_000;

export class NotAnImageError extends Error {
  constructor(
    message: string,
    readonly reason: 'not-image' | 'damaged-heic' | 'too-large',
  ) {
    super(message);
    this.name = 'NotAnImageError';
  }
}

export const NOT_AN_IMAGE_MESSAGE = IMAGE_MESSAGES.notAnImage;
export const PIXELS_MESSAGE = IMAGE_MESSAGES.tooManyPixels;
export const HEIC_DAMAGED_MESSAGE = IMAGE_MESSAGES.heicDamaged;

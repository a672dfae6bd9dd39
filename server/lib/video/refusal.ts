import { expect } from 'vitest';
import { VideoError } from './errors';

/** The refusal a video job ended with (tests): it must be a VideoError, whose code is checked. */
export async function refusalOf(work: Promise<unknown>): Promise<VideoError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(VideoError);
  return error as VideoError;
}

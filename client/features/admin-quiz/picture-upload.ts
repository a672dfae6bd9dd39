import { createContext, useContext } from 'react';
import type { QuizPicture } from '../../../protocol/quiz';
import { quizAuthoringApi } from '../../../protocol/quiz-authoring';
import { call } from '../../lib/api';
import { uploadMedia } from '../../lib/media-upload/upload';

/** A picture uploaded for the quizzes: what the question names, and its preview for the editor. */
export type UploadedPicture = { picture: QuizPicture; previewUrl: string };
export type UploadPicture = (file: File) => Promise<UploadedPicture>;

/** The site's one upload path, then the quizzes' own picture endpoint (kept out of the gallery). */
async function uploadQuizPicture(file: File): Promise<UploadedPicture> {
  const uploadURL = await uploadMedia(file);
  const added = await call(quizAuthoringApi.addPicture, { body: { uploadURL } });
  return { picture: added.picture, previewUrl: added.thumbUrl };
}

/** How the editor uploads a question's picture (a test gives its own). */
export const PictureUploadContext = createContext<UploadPicture>(uploadQuizPicture);

export const usePictureUpload = () => useContext(PictureUploadContext);

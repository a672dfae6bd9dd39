import { createContext, useContext } from 'react';
import type { QuizPicture } from '../../../protocol/quiz';

/** A picture uploaded for the quizzes: what the question names, and its preview for the editor. */
export type UploadedPicture = { picture: QuizPicture; previewUrl: string };
export type UploadPicture = (file: File) => Promise<UploadedPicture>;

/**
 * How the editor uploads a question's picture (the site's upload, then the quizzes' own picture
 * endpoint); without one, the editor offers the gallery's photos only.
 */
export const PictureUploadContext = createContext<UploadPicture | null>(null);

export const usePictureUpload = () => useContext(PictureUploadContext);

import { isValidObjectId } from 'mongoose';
import type { QuizPicture } from '../../../protocol/quiz';
import type { QuizUploadedPicture } from '../../../protocol/quiz-authoring';
import type { Viewer } from '../../lib/auth/viewer';
import { shownPictureUrls } from '../gallery/door';
import type { MomentMediaPipeline } from '../moments/media-pipeline';
import { QuizModel, QuizPictureModel, type QuizPictureDocument } from './model';

const pictureKey = (picture: QuizPicture) =>
  picture.kind === 'gallery' ? `gallery:${picture.photoId}` : `upload:${picture.key}`;

/** Where each of these pictures is served, by picture (absent: not on this site any more). */
export type PictureUrls = (pictures: QuizPicture[]) => Promise<Map<string, string>>;
export const urlIn = (urls: Map<string, string>, picture: QuizPicture | null) =>
  picture ? (urls.get(pictureKey(picture)) ?? null) : null;

/**
 * The quizzes' pictures: a gallery photo (read through the gallery's door: shown, not a video) or
 * a picture organizers uploaded for the quizzes (quiz_pictures). A phone or the projector loads
 * the gallery photo's display rendition, or the upload's large rendition.
 */
export const pictureUrls: PictureUrls = async (pictures) => {
  const galleryIds = pictures.flatMap((p) => (p.kind === 'gallery' ? [p.photoId] : []));
  const uploadIds = pictures.flatMap((p) =>
    p.kind === 'upload' && isValidObjectId(p.key) ? [p.key] : [],
  );
  const [gallery, uploads] = await Promise.all([
    galleryIds.length ? shownPictureUrls(galleryIds) : new Map<string, string>(),
    uploadIds.length
      ? QuizPictureModel.find({ _id: { $in: [...new Set(uploadIds)] } })
          .select({ url: 1 })
          .lean<{ _id: unknown; url: string }[]>()
      : [],
  ]);
  const urls = new Map<string, string>();
  for (const [id, url] of gallery) urls.set(`gallery:${id}`, url);
  for (const doc of uploads) urls.set(`upload:${String(doc._id)}`, doc.url);
  return urls;
};

const presentUploaded = (doc: QuizPictureDocument): QuizUploadedPicture => ({
  picture: { kind: 'upload', key: String(doc._id) },
  url: doc.url,
  thumbUrl: doc.thumbUrl,
  width: doc.width,
  height: doc.height,
});

/**
 * Keeps an organizer's upload for the quizzes: the file goes through the site's one photo
 * pipeline (this device's upload, claimed once; checked, stripped of metadata, two renditions),
 * recorded here, not in the gallery. A link that is not this site's upload is refused there.
 */
export async function addQuizPicture(
  media: Pick<MomentMediaPipeline, 'accept'>,
  uploadURL: string,
  viewer: Viewer,
): Promise<QuizUploadedPicture> {
  return media.accept(uploadURL, viewer, async (stored) => {
    const doc = await QuizPictureModel.create({
      _id: stored.id,
      url: stored.url,
      thumbUrl: stored.thumbUrl,
      width: stored.width,
      height: stored.height,
      originalKey: stored.originalKey,
      thumbKey: stored.thumbKey,
      largeKey: stored.largeKey,
    });
    return presentUploaded(doc.toObject<QuizPictureDocument>());
  });
}

/** The upload keys any stored quiz names. */
async function namedUploads(): Promise<Set<string>> {
  const quizzes = await QuizModel.find({}, { 'questions.picture': 1 }).lean<
    { questions?: { picture?: QuizPicture | null }[] }[]
  >();
  const keys = quizzes.flatMap((quiz) =>
    (quiz.questions ?? []).flatMap((q) => (q.picture?.kind === 'upload' ? [q.picture.key] : [])),
  );
  return new Set(keys);
}

/**
 * Removes the uploaded pictures no quiz names any more, created before `before` (a picture just
 * uploaded is not yet saved in its quiz), with their files. Returns how many went.
 */
export async function sweepUnusedPictures(
  before: Date,
  removeFiles: (keys: string[]) => Promise<void>,
): Promise<number> {
  const named = await namedUploads();
  const old = await QuizPictureModel.find({ createdAt: { $lt: before } }).lean<
    QuizPictureDocument[]
  >();
  const unused = old.filter((doc) => !named.has(String(doc._id)));
  if (unused.length === 0) return 0;
  await QuizPictureModel.deleteMany({ _id: { $in: unused.map((doc) => doc._id) } });
  await removeFiles(unused.flatMap((doc) => [doc.originalKey, doc.thumbKey, doc.largeKey]));
  return unused.length;
}

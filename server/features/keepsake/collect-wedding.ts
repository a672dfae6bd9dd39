import type { KeepsakeData, KeepsakeNameMode } from '../../../protocol/keepsake';
import type { WeddingSettings } from '../../../protocol/wedding';
import type { QuizResultsSource } from '../quiz/results-source';
import { storedWeddingPictures } from '../wedding/door';
import type { KeepsakeFiles, Photo } from './collect-files';
import { authorName } from './names';

type Wedding = KeepsakeData['wedding'];

/**
 * The wedding's own pictures: each love-story chapter's (a video chapter's poster frame), copied
 * into the store or shipped with the site, the cover (the story's last chapter: the day itself,
 * as the site's story ends), and the venues with their photos. Private venue notes stay out.
 */
export async function collectWeddingPictures(
  settings: WeddingSettings,
  files: KeepsakeFiles,
): Promise<Pick<Wedding, 'story' | 'cover' | 'venues'>> {
  const stored = await storedWeddingPictures();
  const date = new Date();
  const story: Wedding['story'] = [];
  for (const [index, event] of settings.story.entries()) {
    const keys = stored.story.find((candidate) => candidate.id === event.id);
    const video = event.mediaType === 'video';
    const address = video ? event.poster : event.media;
    const copied = video ? keys?.posterKeys : keys?.mediaKeys;
    const id = event.id || String(index + 1);
    let photo: Photo = null;
    if (copied) photo = await files.picture('story', id, { ...copied }, date);
    else if (address?.startsWith('/')) photo = await files.shipped('story', id, address, date);
    story.push({
      title: { en: event.title || null, es: event.titleEs ?? null },
      text: { en: event.description || null, es: event.descriptionEs ?? null },
      photo,
    });
  }
  const cover = [...story].reverse().find((chapter) => chapter.photo?.path)?.photo ?? null;

  const venues: Wedding['venues'] = [];
  for (const key of ['ceremony', 'reception'] as const) {
    const venue = settings.venues[key];
    const photos: Photo[] = [];
    for (const photo of stored.venuePhotos[key]) {
      photos.push(await files.picture('venue', photo.id, photo, date));
    }
    venues.push({
      key,
      label: { en: venue.label || null, es: venue.labelEs ?? null },
      name: venue.name,
      address: venue.address,
      photos,
    });
  }
  return { story, cover, venues };
}

/** Each finished live quiz's top three, newest first, names as the build's option says. */
export async function collectQuizPodiums(
  source: QuizResultsSource | undefined,
  names: KeepsakeNameMode,
): Promise<KeepsakeData['quizzes']> {
  if (!source) return [];
  const quizzes: KeepsakeData['quizzes'] = [];
  for (const run of await source.runs()) {
    if (!run.endedAt) continue;
    const results = await source.results(run.id);
    if (!results) continue;
    const podium = [...results.players]
      .filter((player) => player.rank <= 3)
      .sort((a, b) => a.rank - b.rank)
      .slice(0, 3)
      .map((player) => ({
        rank: player.rank,
        author: authorName(player.name, names),
        score: player.score,
      }));
    if (podium.length) quizzes.push({ id: run.id, title: run.title, podium });
  }
  return quizzes;
}

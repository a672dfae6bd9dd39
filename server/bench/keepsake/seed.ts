import mongoose from 'mongoose';
import sharp from 'sharp';
import type { ObjectStorage } from '../../lib/storage';
import { printKeyOf } from '../../features/gallery/keys';
import { seedGalleryPhotos } from '../../features/gallery/seed';
import { makePrintCopy, processPhoto } from '../../lib/images/pipeline';
import { seedGuestBookEntries } from '../../features/guestbook/seed';
import { seedMoments } from '../../features/moments/seed';
import { seedParticipations, seedTimelineEvents } from '../../features/timeline/seed';

const GUESTS = [
  'Ana Lopez',
  'Ben Carter',
  'Carla Diaz',
  'Dan Eve',
  'Eva Gomez',
  'Finn Hall',
  'Gus Ito',
  'Hana Jo',
];

/**
 * A photo-like picture: gradients with a little grain, sized as a phone takes them, so it weighs
 * what real ones do (a 12-megapixel original of about 3 MB, a 1600 px rendition of about 230 KB).
 */
async function picture(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const grain = ((i * 7919) ^ (y * 31)) % 14;
      pixels[i] = ((x * 255) / width + grain) & 0xff;
      pixels[i + 1] = ((y * 255) / height + grain) & 0xff;
      pixels[i + 2] = (((x + y) * 128) / width + grain) & 0xff;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * N gallery photos (an original, a large rendition and a print copy each, as the upload pipeline
 * makes them from one picture, written under every photo's keys) and M text posts (moments, guest
 * book entries, timeline messages), straight into the database and storage.
 */
export async function seedKeepsake(storage: ObjectStorage, photos: number, posts: number) {
  const original = await picture(4032, 3024);
  const processed = await processPhoto(original);
  const large = processed.renditions.find((rendition) => rendition.name === 'large')!.body;
  // The print copy as the gallery's background job makes it from the kept original.
  const print = (await makePrintCopy(processed.original.body))!.body;
  const docs = [];
  for (let i = 0; i < photos; i += 1) {
    const id = new mongoose.Types.ObjectId();
    const folder = `${id.toString()}-bench`;
    const keys = {
      originalKey: `originals/${folder}/original.jpg`,
      thumbKey: `photos/${folder}/480.webp`,
      largeKey: `photos/${folder}/1600.webp`,
    };
    await storage.write(keys.originalKey, original, 'image/jpeg');
    await storage.write(keys.largeKey, large, 'image/webp');
    await storage.write(printKeyOf(keys.originalKey)!, print, 'image/jpeg');
    docs.push({
      _id: id,
      url: `/uploads/${keys.largeKey}`,
      width: 1600,
      height: 1200,
      caption: `Photo ${i}`,
      uploaderName: GUESTS[i % GUESTS.length],
      status: 'published',
      ...keys,
    });
    if (docs.length === 500) await seedGalleryPhotos(docs.splice(0));
  }
  if (docs.length) await seedGalleryPhotos(docs.splice(0));

  const events = await seedTimelineEvents(
    ['Ceremony', 'Cocktails', 'Dinner', 'First dance'].map((title, i) => ({
      title,
      time: `${15 + i}:00`,
      sortOrder: i,
    })),
  );
  const batch = async (seed: (rows: object[]) => Promise<void>, rows: object[]) => {
    if (rows.length) await seed(rows.splice(0));
  };
  const moments: object[] = [];
  const entries: object[] = [];
  const messages: object[] = [];
  for (let i = 0; i < posts; i += 1) {
    const guestName = GUESTS[i % GUESTS.length];
    const text = `Post ${i}: what a wonderful day, congratulations to the couple!`;
    if (i % 5 < 3) moments.push({ guestName, content: text, hashtags: ['#love'] });
    else if (i % 5 === 3) entries.push({ guestName, message: text });
    else
      messages.push({
        timelineEventId: events[i % events.length],
        guestName,
        participationType: 'message',
        content: text,
      });
    if (moments.length === 500) await batch(seedMoments, moments);
    if (entries.length === 500) await batch(seedGuestBookEntries, entries);
    if (messages.length === 500) await batch(seedParticipations, messages);
  }
  await batch(seedMoments, moments);
  await batch(seedGuestBookEntries, entries);
  await batch(seedParticipations, messages);
  return { originalBytes: original.length, largeBytes: large.length };
}

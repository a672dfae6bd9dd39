import type { GalleryPhoto, PhotoPage } from './layout';
import { INK, MUTED } from './palette';
import { MARGIN, pixelsFor, type Pen } from './pen';

/** Height kept under each photo for its caption and name. */
const CAPTION = 34;
const GAP = 16;

/** The boxes a page's photos fill (caption space under each), by the page's layout. */
export function photoBoxes(kind: PhotoPage['kind'], width: number, top: number, bottom: number) {
  const height = bottom - top;
  const half = (width - GAP) / 2;
  const halfHeight = (height - GAP) / 2;
  const box = (x: number, y: number, w: number, h: number) => ({
    x: MARGIN + x,
    y: top + y,
    width: w,
    height: h - CAPTION,
  });
  switch (kind) {
    case 'full':
      return [box(0, 0, width, height)];
    case 'stacked':
      return [box(0, 0, width, halfHeight), box(0, halfHeight + GAP, width, halfHeight)];
    case 'side-by-side':
      return [box(0, 0, half, height), box(half + GAP, 0, half, height)];
    case 'grid':
      return [
        box(0, 0, half, halfHeight),
        box(half + GAP, 0, half, halfHeight),
        box(0, halfHeight + GAP, half, halfHeight),
        box(half + GAP, halfHeight + GAP, half, halfHeight),
      ];
  }
}

/** Starts converting a page's photos for the size they print at, on sharp's threads. */
export function preparePage(pen: Pen, page: PhotoPage | undefined): void {
  if (!page) return;
  const boxes = photoBoxes(page.kind, pen.width, MARGIN + 20, pen.bottom);
  for (const [i, photo] of page.photos.entries()) {
    const box = boxes[i]!;
    pen.pictures.prepareAhead([photo.photo?.path], pixelsFor(box.width, box.height));
  }
}

/** A gallery page: its photos in their layout, each with its caption and who took it beneath. */
export async function galleryPage(pen: Pen, page: PhotoPage): Promise<void> {
  const { t } = pen;
  pen.addPage();
  pen.style(9, MUTED);
  await pen.write(t.gallery, 'sans', { y: MARGIN });
  const boxes = photoBoxes(page.kind, pen.width, MARGIN + 20, pen.bottom);
  for (const [i, photo] of page.photos.entries()) {
    const box = boxes[i]!;
    const drawn = await pen.photo(photo.photo, box, { video: photo.video });
    pen.style(page.kind === 'grid' ? 9 : 10, INK);
    await pen.write(captionOf(pen, photo), 'sans', {
      x: box.x,
      y: drawn.y + drawn.height + 5,
      width: box.width,
      align: 'center',
      height: CAPTION - 6,
      ellipsis: true,
    });
  }
}

function captionOf(pen: Pen, photo: GalleryPhoto): string {
  return [photo.caption, photo.author ? pen.t.photoBy(photo.author) : '']
    .filter(Boolean)
    .join(' — ');
}

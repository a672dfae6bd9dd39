import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { keepsakeFixture, mediaOf, videosOf } from '../keepsake-fixture';
import { siteFontsCss } from './fonts';
import { ITEMS_PER_PAGE } from './format';
import { siteFileCount, siteFiles } from './render-site';

const pagesOf = (files: { name: string; content: string }[]) =>
  files.filter((file) => file.name.endsWith('.html'));
const documentOf = (files: { name: string; content: string }[], name: string) => {
  const file = files.find((candidate) => candidate.name === name);
  if (!file) throw new Error(`no ${name} among ${files.map((f) => f.name).join(', ')}`);
  return new JSDOM(file.content).window.document;
};

describe('the keepsake site', () => {
  const data = keepsakeFixture();
  const files = siteFiles(data);

  it('shows guests’ words as text: no script anywhere', () => {
    for (const file of files) expect(file.content.toLowerCase()).not.toContain('<script');
    const moments = documentOf(files, 'moments.html');
    expect(moments.querySelector('#moment-m1 .prose')?.textContent).toBe(
      '<script>alert(1)</script>',
    );
  });

  it('opens on a cover with the hero picture, the story’s pictures and the venues', () => {
    const home = documentOf(files, 'index.html');
    const cover = home.querySelector('.cover img');
    expect(cover?.getAttribute('src')).toBe(data.wedding.cover!.path);
    expect(cover?.getAttribute('alt')).toBe('María José & Íñigo');
    expect(home.querySelectorAll('.chapter img')).toHaveLength(2);
    expect(home.querySelector('.venue')?.textContent).toContain('Iglesia de Santa Ana');
    expect(home.querySelectorAll('.venue img')).toHaveLength(2);
  });

  it('opens each gallery photo in a lightbox of links alone, with the previous and next', () => {
    const gallery = documentOf(files, 'gallery.es.html');
    // p3 is a video (it plays in place) and p5 is missing: p1, p2 and p4 open.
    const zooms = [...gallery.querySelectorAll<HTMLAnchorElement>('a.zoom')];
    expect(zooms.map((a) => a.getAttribute('href'))).toEqual(['#view-p1', '#view-p2', '#view-p4']);
    expect(zooms[0]!.getAttribute('aria-label')).toBe('Abrir la foto 1 de 3: Caption 1 ñandú');
    const box = gallery.getElementById('view-p2')!;
    expect(box.getAttribute('role')).toBe('dialog');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('media/photo-p2.webp');
    expect(
      [...box.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Foto anterior', '#view-p1'],
      ['Cerrar', '#photo-p2'],
      ['Foto siguiente', '#view-p4'],
    ]);
  });

  it('ships its fonts inside fonts.css, the Chinese one only because a guest wrote Chinese', async () => {
    const css = await siteFontsCss(data);
    expect(css).toMatch(/font-family:"Noto Serif";[^}]*src:url\(data:font\/ttf;base64,/);
    expect(css).toContain('"Noto Sans SC"');
    const latinOnly = await siteFontsCss({ ...data, guestBook: [], moments: [] });
    expect(latinOnly).not.toContain('"Noto Sans SC"');
    expect(latinOnly).toContain('"Noto Sans"');
  });

  it('gives no name where names are off, and never "null"', () => {
    for (const file of files) expect(file.content).not.toMatch(/\bnull\b/);
    const gallery = documentOf(files, 'gallery.html');
    expect(gallery.querySelector('#photo-p4 figcaption')?.textContent).toBe('Caption 4 ñandú');
    expect(gallery.querySelector('#photo-p4 .author')).toBeNull();
    expect(gallery.querySelector('#photo-p2 .author')?.textContent).toBe('Photo by Begoña Muñoz');
    const podium = documentOf(files, 'podium.html');
    expect(
      [...podium.querySelectorAll('.podium li')].map(
        (li) => li.querySelector('.author')?.textContent ?? '',
      ),
    ).toEqual(['Íñigo Pérez', '', 'Ana']);
  });

  it('says which photos were missing, in the page’s language', () => {
    expect(documentOf(files, 'gallery.html').querySelector('#photo-p5 .missing')?.textContent).toBe(
      'This photo was missing when the keepsake was made.',
    );
    expect(
      documentOf(files, 'moments.es.html').querySelector('#moment-m4 .missing')?.textContent,
    ).toBe('Esta foto faltaba cuando se creó el recuerdo.');
  });

  it('plays each video from its guest’s folder with its poster, fetched only when started', () => {
    const videoOf = (name: string, selector: string) => {
      const video = documentOf(files, name).querySelector(`${selector} video`);
      if (!video) throw new Error(`no video at ${selector} in ${name}`);
      return video;
    };
    const moment = videoOf('moments.html', '#moment-m1');
    expect(moment.getAttribute('src')).toBe('originals/pedro-ibanez/001-2026-06-20.mp4');
    expect(moment.getAttribute('poster')).toBe('media/moment-m1.webp');
    expect(moment.hasAttribute('controls')).toBe(true);
    expect(moment.getAttribute('preload')).toBe('none');
    expect(moment.hasAttribute('autoplay')).toBe(false);
    expect(moment.getAttribute('aria-label')).toBe('<script>alert(1)</script>');
    expect(moment.parentElement?.querySelector('.video-length')?.textContent).toBe('Video · 0:42');
    // The moment's poster is not shown a second time as a picture.
    expect(documentOf(files, 'moments.html').querySelector('#moment-m1 img')).toBeNull();
    expect(
      documentOf(files, 'moments.es.html').querySelector('#moment-m1 .video-length')?.textContent,
    ).toBe('Vídeo · 0:42');

    const gallery = videoOf('gallery.html', '#photo-p3');
    expect(gallery.getAttribute('src')).toBe('originals/guest-3/001-2026-06-20.mp4');
    expect(gallery.getAttribute('poster')).toBe('media/photo-p3.webp');
    expect(
      documentOf(files, 'gallery.html').querySelector('#photo-p3 .video-length')?.textContent,
    ).toBe('Video · 2:05');
    expect(videoOf('timeline.es.html', '#event-ev2').getAttribute('src')).toBe(
      'originals/lucia-nunez/001-2026-06-20.mp4',
    );
    // A video whose MP4 was missing keeps its poster, with a note.
    const book = documentOf(files, 'guestbook.html');
    expect(book.querySelector('#entry-g1 video')).toBeNull();
    expect(book.querySelector('#entry-g1 img')?.getAttribute('src')).toBe(
      'media/guestbook-g1.webp',
    );
    expect(book.querySelector('#entry-g1 .missing')?.textContent).toBe(
      'This video was missing when the keepsake was made.',
    );
  });

  it('links every page to its other-language version and every link to a file that exists', () => {
    // fonts.css is written beside the pages (site/fonts.ts).
    const names = new Set([...files.map((file) => file.name), 'fonts.css']);
    const media = new Set(mediaOf(data).map((file) => file.path));
    const videos = new Set(videosOf(data).map((video) => video.path));
    expect(videos.size).toBe(3);
    for (const page of pagesOf(files)) {
      const doc = new JSDOM(page.content).window.document;
      const spanish = page.name.endsWith('.es.html');
      expect(doc.documentElement.lang, page.name).toBe(spanish ? 'es' : 'en');
      const other = doc.querySelector<HTMLAnchorElement>('nav.language a');
      expect(other?.getAttribute('href'), page.name).toBe(
        spanish ? page.name.replace('.es.html', '.html') : page.name.replace('.html', '.es.html'),
      );
      expect(other?.getAttribute('lang')).toBe(spanish ? 'en' : 'es');
      for (const link of doc.querySelectorAll('a[href], link[href]')) {
        const href = link.getAttribute('href')!;
        if (href.startsWith('#')) continue;
        expect(href, `${page.name}: ${href}`).not.toMatch(/^\/|:\/\//);
        // A video's own fallback link points at its MP4 (checked below).
        if (link.closest('video')) continue;
        expect(names.has(href.split('#')[0]!), `${page.name} links to ${href}`).toBe(true);
      }
      for (const img of doc.querySelectorAll('img')) {
        expect(
          media.has(img.getAttribute('src')!),
          `${page.name}: ${img.getAttribute('src')}`,
        ).toBe(true);
        expect(img.getAttribute('loading')).toBe('lazy');
        expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
        expect(img.getAttribute('alt')).toBeTruthy();
      }
      for (const video of doc.querySelectorAll('video')) {
        const src = video.getAttribute('src')!;
        expect(videos.has(src), `${page.name}: ${src}`).toBe(true);
        expect(media.has(video.getAttribute('poster')!), `${page.name}: poster`).toBe(true);
        expect(video.querySelector('a')?.getAttribute('href')).toBe(src);
      }
    }
  });

  it('shows organizers’ text in the page’s language, or the other one marked with its lang', () => {
    const home = documentOf(files, 'index.html');
    expect(home.querySelector('h1')?.textContent).toBe('María José & Íñigo');
    const titles = [...home.querySelectorAll('.chapter h3')];
    expect(titles.map((h) => [h.textContent, h.getAttribute('lang')])).toEqual([
      ['How we met', null],
      ['La pedida', 'es'],
    ]);
    expect(documentOf(files, 'index.es.html').querySelector('.chapter h3')?.textContent).toBe(
      'Cómo nos conocimos',
    );
    expect(
      documentOf(files, 'timeline.es.html').querySelector('#event-ev1 h2')?.textContent,
    ).toContain('Ceremonia');
  });

  it('has one language and no switch when the wedding has one', () => {
    const spanishOnly = siteFiles(keepsakeFixture({ languages: ['es'] }));
    expect(pagesOf(spanishOnly).map((file) => file.name)).toContain('index.html');
    expect(spanishOnly.some((file) => file.name.includes('.es.'))).toBe(false);
    const home = documentOf(spanishOnly, 'index.html');
    expect(home.documentElement.lang).toBe('es');
    expect(home.querySelector('nav.language')).toBeNull();
  });

  it('splits a large gallery into pages that link to each other', () => {
    const photos = 2 * ITEMS_PER_PAGE + 50;
    const big = siteFiles(keepsakeFixture({ photos }));
    const galleryPages = big
      .filter((file) => /^gallery(-\d+)?\.html$/.test(file.name))
      .map((file) => file.name);
    expect(galleryPages.sort()).toEqual(['gallery-2.html', 'gallery-3.html', 'gallery.html']);
    // The build's progress counts the files before rendering them.
    expect(siteFileCount(keepsakeFixture({ photos }))).toBe(big.length);
    expect(siteFileCount(data)).toBe(files.length);
    const second = documentOf(big, 'gallery-2.html');
    expect(second.querySelectorAll('.grid > li')).toHaveLength(ITEMS_PER_PAGE);
    expect(second.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('gallery.html');
    expect(second.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('gallery-3.html');
    expect(second.querySelector('nav.language a')?.getAttribute('href')).toBe('gallery-2.es.html');
    expect(documentOf(big, 'gallery-3.es.html').querySelectorAll('.grid > li')).toHaveLength(50);
  });
});

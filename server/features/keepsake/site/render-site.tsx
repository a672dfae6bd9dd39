// PLACEHOLDER: replaced by the site branch at merge (the site engineer writes the real site).
import type { KeepsakeData } from '../../../../protocol/keepsake';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Every page and the CSS, placed at the ZIP's root. */
export function siteFiles(data: KeepsakeData): { name: string; content: string }[] {
  const html = `<!doctype html><meta charset="utf-8"><title>${escape(data.wedding.coupleNames)}</title>
<link rel="stylesheet" href="style.css"><h1>${escape(data.wedding.coupleNames)}</h1>
<ul><li>${data.moments.length} moments</li><li>${data.photos.length} photos</li>
<li>${data.guestBook.length} guest book entries</li><li>${data.timeline.length} timeline events</li></ul>`;
  return [
    { name: 'index.html', content: html },
    { name: 'style.css', content: 'body { font-family: serif; }\n' },
  ];
}

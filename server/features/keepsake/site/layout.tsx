import type { ReactNode } from 'react';
import { LANGUAGE_NAMES, type Catalog } from './catalog';
import type { SiteContext } from './context';
import { formatDate, type SectionId } from './format';

/** The sections in the order the navigation and the home page's contents list them. */
export const SECTIONS: { id: SectionId; label: (t: Catalog) => string }[] = [
  { id: 'index', label: (t) => t.home },
  { id: 'timeline', label: (t) => t.timeline },
  { id: 'moments', label: (t) => t.moments },
  { id: 'gallery', label: (t) => t.gallery },
  { id: 'guestbook', label: (t) => t.guestBook },
  { id: 'gifs', label: (t) => t.gifs },
  { id: 'podium', label: (t) => t.podium },
];

/**
 * One page of the keepsake: no script, no external resource, only relative links, so it opens
 * the same from a folder on any computer in ten years as today.
 */
export function Layout({
  ctx,
  section,
  page = 1,
  title,
  children,
}: {
  ctx: SiteContext;
  section: SectionId;
  page?: number;
  title: string;
  children: ReactNode;
}) {
  const { t, data } = ctx;
  const others = ctx.languages.filter((lang) => lang !== ctx.lang);
  const pageTitle =
    section === 'index'
      ? `${data.wedding.coupleNames} · ${t.siteTitle}`
      : `${title} · ${data.wedding.coupleNames}`;
  return (
    <html lang={ctx.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{pageTitle}</title>
        <link rel="stylesheet" href="fonts.css" />
        <link rel="stylesheet" href="style.css" />
      </head>
      <body>
        <a className="skip" href="#main">
          {t.skipToContent}
        </a>
        <header className="site-header">
          <p className="site-title">
            <a href={ctx.href('index')}>{data.wedding.coupleNames}</a>
          </p>
          <nav aria-label={t.mainNav}>
            <ul>
              {SECTIONS.map(({ id, label }) => (
                <li key={id}>
                  <a href={ctx.href(id)} aria-current={id === section ? 'page' : undefined}>
                    {label(t)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {others.length ? (
            <nav className="language" aria-label={t.languageSwitch}>
              <ul>
                {others.map((lang) => (
                  <li key={lang}>
                    <a href={ctx.href(section, page, lang)} lang={lang} hrefLang={lang}>
                      {LANGUAGE_NAMES[lang]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </header>
        <main id="main">{children}</main>
        <footer className="site-footer">
          <p>{t.madeOn(formatDate(data.generatedAt, ctx.lang, data.wedding.timeZone))}</p>
        </footer>
      </body>
    </html>
  );
}

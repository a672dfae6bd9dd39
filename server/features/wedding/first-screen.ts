import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { GUEST_COOKIE } from '../../../protocol/guests';
import type { WeddingSettings } from '../../../protocol/wedding';
import { readCookie } from '../../lib/auth/session-token';
import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';
import { getWeddingSettings } from './service';

/** Written by the build (scripts/first-screen-plugin.ts) beside index.html. */
const TEMPLATE_FILE = 'first-screen.html';

type Language = 'en' | 'es';
const VARIANT = /<!--fs:([a-z]+)-([a-z-]+)-->([\s\S]*?)<!--\/fs:\1-\2-->/g;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The settings as a JSON island: `<` escaped so no value can close the script element. */
const jsonIsland = (value: unknown) =>
  `<script type="application/json" id="first-screen-settings">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** Same rule as the hero's townOf (client/features/hero/HeroSection.tsx). */
function townOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length >= 2
    ? parts
        .slice(-2)
        .join(', ')
        .replace(/\s+\d{5}(-\d{4})?$/, '')
    : address;
}

const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** The wedding day as the client writes it (client/features/countdown/wedding-date.ts). */
function weddingDate(settings: WeddingSettings, language: Language): string {
  const [year, month, day] = settings.ceremonyStart.slice(0, 10).split('-').map(Number);
  return plainSpaces(
    new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, month - 1, day, 12))),
  );
}

/** The venue's calendar day of an instant, 'YYYY-MM-DD'. */
const venueDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(instant);

/**
 * Days, hours, minutes and seconds to the ceremony, or null on and after the wedding day (the
 * hero's card then says something else, which the script renders).
 */
function countdown(settings: WeddingSettings, now: Date) {
  if (venueDay(now, settings.timeZone) >= settings.ceremonyStart.slice(0, 10)) return null;
  const [y, m, d] = settings.ceremonyStart.slice(0, 10).split('-').map(Number);
  const [hh, mm] = settings.ceremonyStart.slice(11, 16).split(':').map(Number);
  const target = new TZDate(y, m - 1, d, hh, mm, 0, 0, settings.timeZone).getTime();
  const left = Math.max(0, target - now.getTime());
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    days: pad(Math.floor(left / 86_400_000)),
    hours: pad(Math.floor((left % 86_400_000) / 3_600_000)),
    minutes: pad(Math.floor((left % 3_600_000) / 60_000)),
    seconds: pad(Math.floor((left % 60_000) / 1000)),
  };
}

/** The first visit's language without script: the browser's if the site speaks it, else the default. */
function acceptedLanguage(header: string | undefined, fallback: Language): Language {
  for (const part of (header ?? '').split(',')) {
    const base = part.trim().split(';')[0].toLowerCase().split('-')[0];
    if (base === 'en' || base === 'es') return base;
  }
  return fallback;
}

interface Filled {
  updatedAt: number;
  /** The template with the settings' facts in, the countdown still as tokens. */
  html: string;
  settings: WeddingSettings;
}

/**
 * The home page with its first screen in the HTML: the build's template (the real components'
 * markup, both languages) filled with the current settings, escaped. The settings part is cached
 * and refilled when the settings document's `updatedAt` moves (any process's edit); the countdown
 * is filled per request.
 */
export class FirstScreenPage {
  private filled: Filled | undefined;

  private constructor(private readonly template: string) {}

  /** Null when the build has no template (an old build, or API-only tests). */
  static load(clientDir: string): FirstScreenPage | null {
    const file = path.join(clientDir, TEMPLATE_FILE);
    return existsSync(file) ? new FirstScreenPage(readFileSync(file, 'utf8')) : null;
  }

  /** CSP sources of the template's inline scripts, hashed from the built file itself. */
  scriptHashes(): string[] {
    return [...this.template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
    );
  }

  async render(
    request: { acceptLanguage?: string; cookie?: string },
    now = new Date(),
  ): Promise<string> {
    const filled = await this.current();
    const { settings } = filled;
    const language = acceptedLanguage(request.acceptLanguage, settings.defaultLanguage);
    const invited = readCookie(request.cookie, GUEST_COOKIE) ? ' data-fs-invited' : '';
    const left = countdown(settings, now);
    let html = filled.html.replace(
      /<html lang="en">/,
      `<html lang="${language}" data-fs-lang="${language}" data-fs-view="gate" data-fs-default="${settings.defaultLanguage}" data-fs-access="${settings.siteAccess}"${invited}>`,
    );
    if (left) {
      html = html.replace(/%%(days|hours|minutes|seconds)%%/g, (_, unit: keyof typeof left) => left[unit]);
    } else {
      // On and after the day the hero's card reads differently: the script draws that hero.
      html = html.replace(VARIANT, (block, _language, view: string) => (view === 'hero' ? '' : block));
    }
    return html;
  }

  private async current(): Promise<Filled> {
    const probe = await WeddingSettingsModel.findById(WEDDING_SETTINGS_ID)
      .select({ updatedAt: 1 })
      .lean<{ updatedAt?: Date }>();
    const updatedAt = probe?.updatedAt?.getTime() ?? 0;
    if (this.filled && this.filled.updatedAt === updatedAt && updatedAt !== 0) return this.filled;
    const settings = await getWeddingSettings();
    this.filled = { updatedAt, settings, html: this.fill(settings) };
    return this.filled;
  }

  private fill(settings: WeddingSettings): string {
    const gate = settings.siteAccess === 'invite-only' ? 'gate-invite' : 'gate';
    const couple = escapeHtml(settings.couple.displayName);
    const town = escapeHtml(townOf(settings.venues.ceremony.address));
    return this.template
      .replace(VARIANT, (_block, language: Language, view: string, markup: string) => {
        if (view !== 'hero' && view !== gate) return '';
        // The boot script knows 'gate' and 'hero'; which gate is the server's choice.
        const shown = view === 'hero' ? 'hero' : 'gate';
        const date = escapeHtml(weddingDate(settings, language));
        const body = markup
          .replace(/data-fs="[a-z-]+"/, `data-fs="${language}-${shown}"`)
          .replace(/%%couple%%/g, () => couple)
          .replace(/%%town%%/g, () => town)
          .replace(/%%date%%/g, () => date);
        return `<!--fs:${language}-${shown}-->${body}<!--/fs:${language}-${shown}-->`;
      })
      .replace('<!--fs-data-->', () => jsonIsland(settings));
  }
}

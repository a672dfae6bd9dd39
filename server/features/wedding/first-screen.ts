import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_INVITED_ATTRIBUTE,
  type FirstScreenData,
} from '../../../protocol/first-screen';
import { GUEST_COOKIE } from '../../../protocol/guests';
import type { WeddingSettings } from '../../../protocol/wedding';
import { pad2, weddingPhase } from '../../../protocol/wedding-calendar';
import { formatWeddingDate } from '../../../protocol/wedding-date-format';
import { townAndStateOf } from '../../../protocol/wedding-place';
import { readCookie } from '../../lib/auth/session-token';
import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';
import { getWeddingSettings } from './service';

/** Written by the build (scripts/first-screen-plugin.ts) beside index.html. */
const TEMPLATE_FILE = 'first-screen.html';

type Language = 'en' | 'es';
const VARIANT = /<!--fs:([a-z]+)-([a-z-]+)-->([\s\S]*?)<!--\/fs:\1-\2-->/g;
const PHRASES = /<!--fs-phrases:([\s\S]*?)-->/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The first screen's data as a JSON island: `<` escaped so no value can close the script element. */
const jsonIsland = (value: FirstScreenData) =>
  `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

type Phase =
  | { kind: 'before'; left: Record<'days' | 'hours' | 'minutes' | 'seconds', string> }
  | { kind: 'after'; years: number; days: number; totalDays: number }
  /** The wedding day and its anniversaries: the hero's card is the script's to draw. */
  | { kind: 'other' };

/** The hero card's phase, read as the client reads it (the same module). */
function phaseOf(settings: WeddingSettings, now: Date): Phase {
  const phase = weddingPhase(now, settings);
  if (phase.kind === 'before') {
    const { days, hours, minutes, seconds } = phase.countdown;
    return {
      kind: 'before',
      left: {
        days: pad2(days),
        hours: pad2(hours),
        minutes: pad2(minutes),
        seconds: pad2(seconds),
      },
    };
  }
  if (phase.kind === 'after' && !phase.anniversary) {
    return { kind: 'after', years: phase.years, days: phase.days, totalDays: phase.totalDays };
  }
  return { kind: 'other' };
}

/** The client's phrases for 'Married for …', written into the template by the build. */
interface AfterPhrases {
  marriedFor: string;
  yearsAndDays: string;
  year: string;
  years: string;
  day: string;
  days: string;
}

function marriedFor(phrases: AfterPhrases, phase: Extract<Phase, { kind: 'after' }>): string {
  const count = (one: string, other: string, n: number) =>
    (n === 1 ? one : other).replace('{{count}}', String(n));
  const years = count(phrases.year, phrases.years, phase.years);
  const days = (n: number) => count(phrases.day, phrases.days, n);
  const duration =
    phase.years === 0
      ? days(phase.totalDays)
      : phase.days === 0
        ? years
        : phrases.yearsAndDays.replace('{{years}}', years).replace('{{days}}', days(phase.days));
  return phrases.marriedFor.replace('{{duration}}', duration);
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

  private readonly template: string;
  private readonly phrases: Partial<Record<Language, AfterPhrases>>;

  private constructor(built: string) {
    this.phrases = JSON.parse(PHRASES.exec(built)?.[1] ?? '{}') as typeof this.phrases;
    this.template = built.replace(PHRASES, '');
  }

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
    const invited = readCookie(request.cookie, GUEST_COOKIE)
      ? ` ${FIRST_SCREEN_INVITED_ATTRIBUTE}`
      : '';
    const phase = phaseOf(settings, now);
    const html = filled.html.replace(
      /<html lang="en">/,
      `<html lang="${language}" data-fs-lang="${language}" data-fs-view="gate" data-fs-default="${settings.defaultLanguage}" data-fs-access="${settings.siteAccess}"${invited}>`,
    );
    // The hero whose card fits the day; on the wedding day and anniversaries, none (the script's).
    return html.replace(VARIANT, (block, language: Language, view: string) => {
      if (!view.startsWith('hero')) return block;
      if (phase.kind === 'before' && view === 'hero') {
        return block.replace(
          /%%(days|hours|minutes|seconds)%%/g,
          (_, unit: 'days') => phase.left[unit],
        );
      }
      const phrases = this.phrases[language];
      if (phase.kind === 'after' && view === 'hero-after' && phrases) {
        const text = escapeHtml(marriedFor(phrases, phase));
        return block
          .replace(/data-fs="[a-z-]+"/, `data-fs="${language}-hero"`)
          .replace(/%%marriedFor%%/g, () => text);
      }
      return '';
    });
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
    const town = escapeHtml(townAndStateOf(settings.venues.ceremony.address));
    return this.template
      .replace(VARIANT, (_block, language: Language, view: string, markup: string) => {
        if (!view.startsWith('hero') && view !== gate) return '';
        // The boot script knows 'gate' and 'hero'; which gate is the server's choice.
        const shown = view.startsWith('hero') ? view : 'gate';
        const date = escapeHtml(formatWeddingDate(settings, language));
        const body = markup
          .replace(/data-fs="[a-z-]+"/, `data-fs="${language}-${shown}"`)
          .replace(/%%couple%%/g, () => couple)
          .replace(/%%town%%/g, () => town)
          .replace(/%%date%%/g, () => date);
        return `<!--fs:${language}-${shown}-->${body}<!--/fs:${language}-${shown}-->`;
      })
      .replace('<!--fs-data-->', () =>
        jsonIsland({
          settings,
          weddingDate: {
            en: formatWeddingDate(settings, 'en'),
            es: formatWeddingDate(settings, 'es'),
          },
        }),
      );
  }
}

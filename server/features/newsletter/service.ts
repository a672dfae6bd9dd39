import { createHash, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import {
  CONFIRM_LINK_DAYS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RATE_LIMIT,
  type NewsletterStatus,
} from '../../../protocol/newsletter';
import type { DomainEventMap } from '../../lib/domain-events';
import { HttpError, isDuplicateKey } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import type { MailMessage, Mailer, SiteMail } from '../../lib/mail/mailer';
import { takeSlot } from '../../lib/slots';
import { insertEach } from '../../lib/unique-insert';
import { NewsletterSubscriberModel, NewsletterSendModel } from './model';
import { getWeddingSettings } from '../wedding/service';
import {
  alreadySubscribedMail,
  announcementMail,
  confirmationMail,
  type MailLanguage,
} from './mail-content';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;
const PARALLEL_SENDS = 4;

const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface SubscriberRow {
  _id: Types.ObjectId;
  email: string;
  status: 'pending' | 'confirmed';
  unsubscribeToken: string;
  language?: MailLanguage | null;
}

export const MAIL_UNAVAILABLE = 'E-mail updates are not available on this site.';

/** The hour a subscription counts against, 'YYYY-MM-DDTHH' (UTC). */
const hourOf = (now: Date) => now.toISOString().slice(0, 13);

/**
 * Double opt-in e-mail updates: an address is mailed a confirmation link, and only confirmed
 * addresses receive sent announcements. Messages go out in the background, so an answer never
 * depends on (or reveals) whether an address was already known.
 */
export class NewsletterService {
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly mailer: Mailer | null;

  constructor(
    private readonly mail: SiteMail,
    private readonly options: { logger: Logger; subscriptionsPerHour: number },
  ) {
    this.mailer = 'mailer' in mail ? mail.mailer : null;
  }

  get enabled(): boolean {
    return this.mailer !== null;
  }

  /**
   * Answers the same for every valid address: see NEWSLETTER_MESSAGES.checkInbox. Each request may
   * mail an address nobody vouched for, so the whole site takes only so many an hour; past that,
   * nothing is stored or sent.
   */
  async subscribe(email: string, language: MailLanguage): Promise<void> {
    if (!this.mailer) throw new HttpError(503, MAIL_UNAVAILABLE);
    const now = new Date();
    const { subscriptionsPerHour } = this.options;
    if (!(await takeSlot('newsletter-subscribe', hourOf(now), subscriptionsPerHour, now)))
      throw new HttpError(429, NEWSLETTER_MESSAGES.siteBusy);
    const confirmToken = newToken();
    try {
      const created = await NewsletterSubscriberModel.create({
        email,
        status: 'pending',
        confirmTokenHash: hashToken(confirmToken),
        confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS),
        unsubscribeToken: newToken(),
        lastMailedAt: now,
        language,
      });
      this.background(this.sendConfirmation(created.toObject<SubscriberRow>(), confirmToken));
      return;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    // Known address: mail it again only if it was not mailed moments ago (one claim decides).
    const remailBefore = new Date(now.getTime() - NEWSLETTER_RATE_LIMIT.remailAfterMs);
    const known = await NewsletterSubscriberModel.findOneAndUpdate(
      { email, lastMailedAt: { $lt: remailBefore } },
      { $set: { lastMailedAt: now } },
      { new: true },
    ).lean<SubscriberRow>();
    if (!known) return;
    if (known.status === 'confirmed') {
      this.background(this.sendAlreadySubscribed(known));
      return;
    }
    await NewsletterSubscriberModel.updateOne(
      { _id: known._id, status: 'pending' },
      {
        $set: {
          confirmTokenHash: hashToken(confirmToken),
          confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS),
          language,
        },
      },
    );
    this.background(this.sendConfirmation({ ...known, language }, confirmToken));
  }

  /** Confirms the address the link was sent to; a second click answers the same. */
  async confirm(token: string): Promise<boolean> {
    const live = { confirmTokenHash: hashToken(token), confirmExpiresAt: { $gt: new Date() } };
    const updated = await NewsletterSubscriberModel.updateOne(
      { ...live, status: 'pending' },
      { $set: { status: 'confirmed', confirmedAt: new Date() } },
    );
    if (updated.modifiedCount === 1) return true;
    return (await NewsletterSubscriberModel.exists({ ...live, status: 'confirmed' })) !== null;
  }

  /** Forgets the address. Idempotent: a second click (or a mail app's one-click) changes nothing. */
  async unsubscribe(token: string): Promise<void> {
    await NewsletterSubscriberModel.deleteOne({ unsubscribeToken: token });
  }

  async status(): Promise<NewsletterStatus> {
    const [confirmed, pending] = await Promise.all([
      NewsletterSubscriberModel.countDocuments({ status: 'confirmed' }),
      NewsletterSubscriberModel.countDocuments({ status: 'pending' }),
    ]);
    return {
      configured: this.enabled,
      ...('off' in this.mail ? { offReason: this.mail.off } : {}),
      confirmed,
      pending,
    };
  }

  /**
   * Mails a sent announcement (addressed to everyone) to every confirmed subscriber. Each one is
   * claimed in `newsletter_sends` before its message goes out: run again (a resumed delivery,
   * another process), it skips them, so a crash mid-send leaves nobody mailed twice.
   */
  async mailAnnouncement(sent: DomainEventMap['announcement.sent']): Promise<void> {
    const mailer = this.mailer;
    if (!mailer || sent.recipientType !== 'all') return;
    const announcementId = new Types.ObjectId(sent.announcementId);
    let after: Types.ObjectId | undefined;
    for (;;) {
      const batch = await NewsletterSubscriberModel.find({
        status: 'confirmed',
        ...(after ? { _id: { $gt: after } } : {}),
      })
        .sort({ _id: 1 })
        .limit(BATCH)
        .lean<SubscriberRow[]>();
      if (batch.length === 0) return;
      after = batch[batch.length - 1]._id;
      const claimed = await insertEach(
        NewsletterSendModel.collection,
        batch.map((subscriber) => ({
          announcementId,
          subscriberId: subscriber._id,
          status: 'claimed',
          createdAt: new Date(),
          updatedAt: new Date(),
        })),
      );
      const mine = batch.filter((_, i) => claimed[i]);
      for (let i = 0; i < mine.length; i += PARALLEL_SENDS) {
        await Promise.all(
          mine
            .slice(i, i + PARALLEL_SENDS)
            .map((subscriber) =>
              this.deliverAnnouncement(mailer, announcementId, sent, subscriber),
            ),
        );
      }
    }
  }

  private async deliverAnnouncement(
    mailer: Mailer,
    announcementId: Types.ObjectId,
    sent: DomainEventMap['announcement.sent'],
    subscriber: SubscriberRow,
  ): Promise<void> {
    const record = { announcementId, subscriberId: subscriber._id };
    try {
      const { messageId } = await mailer.send(
        announcementMail(this.recipient(subscriber), this.siteUrl, sent),
      );
      await NewsletterSendModel.updateOne(record, { $set: { status: 'sent', messageId } });
    } catch (error) {
      this.options.logger.warn({ err: error }, 'newsletter: announcement mail failed');
      await NewsletterSendModel.updateOne(record, {
        $set: { status: 'failed', error: String((error as Error).message).slice(0, 300) },
      });
    }
  }

  private recipient(subscriber: SubscriberRow) {
    return {
      email: subscriber.email,
      unsubscribeToken: subscriber.unsubscribeToken,
      language: subscriber.language ?? 'en',
    };
  }

  /** PUBLIC_URL: the only base of every link mailed (nothing is mailed without it). */
  private get siteUrl(): string {
    return 'siteUrl' in this.mail ? this.mail.siteUrl : '';
  }

  private async sendConfirmation(subscriber: SubscriberRow, token: string) {
    const couple = (await getWeddingSettings()).couple.displayName;
    await this.send(confirmationMail(this.recipient(subscriber), this.siteUrl, couple, token));
  }

  private async sendAlreadySubscribed(subscriber: SubscriberRow) {
    const couple = (await getWeddingSettings()).couple.displayName;
    await this.send(alreadySubscribedMail(this.recipient(subscriber), this.siteUrl, couple));
  }

  private async send(message: MailMessage) {
    if (!this.mailer) return;
    await this.mailer.send(message);
  }

  /** Runs mail work after the answer; a failure is logged (the address can ask again later). */
  background(work: Promise<unknown>): Promise<void> {
    const tracked: Promise<void> = work
      .then(() => undefined)
      .catch((error: unknown) => this.options.logger.warn({ err: error }, 'newsletter mail failed'))
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    return tracked;
  }

  /** Waits for the mail work under way (a stopping server lets it finish). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}

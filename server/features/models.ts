/**
 * Every model of the project, imported for its side effect of registering with mongoose, so
 * that start-up (ensureIndexes) creates every collection and its indexes before the first
 * request, whichever features end up mounted.
 */
import './announcements/model';
import './ar-venue/model';
import './device-identity/model';
import './gallery/model';
import './games/content-cache';
import './games/model';
import './gifts/model';
import './guestbook/model';
import './guest-auth/model';
import './guests/model';
import './keepsake/model';
import './leaderboard/model';
import './media-settings/model';
import './moderation/model';
import './moments/model';
import './newsletter/model';
import './organizer-access/model';
import './guest-profiles/model';
import './planning-calendar/model';
import './projector-links/model';
import './quiz/model';
import './quiz-authoring/model';
import './quiz-authoring/host-links';
import './rsvp/model';
import './seating/model';
import './timeline/model';
import './translation/model';
import './vendors/model';
import './wedding-party/model';
import './wedding/model';
import '../lib/slots';
import '../lib/idempotency/model';

import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { GuestPageShell } from '../features/chrome/GuestPageShell';
import { PageLoading } from '../features/chrome/PageLoading';
import { HomePage } from '../features/home/HomePage';
import { lazyWithRetry } from '../lib/lazy-component';
import { PAGES } from '../../protocol/pages';

// Heavy pages load on demand, one line each, e.g.
//   const LiveWallPage = lazyWithRetry(() => import('../features/moments/LiveWallPage').then((m) => ({ default: m.LiveWallPage })));
// and a <Route> below, its path from protocol/pages.ts (the server answers 404 for any other).
// Only routes whose feature is built are listed.
const GuestLoginPage = lazyWithRetry(() =>
  import('../features/guest-login/GuestLoginPage').then((m) => ({ default: m.GuestLoginPage })),
);
const GuestAdminPage = lazyWithRetry(() =>
  import('../features/guest-admin/GuestAdminPage').then((m) => ({ default: m.GuestAdminPage })),
);
const LiveScreen = lazyWithRetry(() =>
  import('../features/live-wall/LiveScreen').then((m) => ({ default: m.LiveScreen })),
);
const LeaderboardProjectorPage = lazyWithRetry(() =>
  import('../features/leaderboard/projector/LeaderboardProjectorPage').then((m) => ({
    default: m.LeaderboardProjectorPage,
  })),
);
const LiveQuizPage = lazyWithRetry(() =>
  import('../features/live-quiz/LiveQuizPage').then((m) => ({ default: m.LiveQuizPage })),
);
// Trades a projector link's token for the projector cookie before a screen loads its data.
const ProjectorLinkGate = lazyWithRetry(() =>
  import('../features/projector-links/ProjectorLinkGate').then((m) => ({
    default: m.ProjectorLinkGate,
  })),
);
const TimelinePage = lazyWithRetry(() =>
  import('../features/timeline/TimelinePage').then((m) => ({ default: m.TimelinePage })),
);
const SpeechGeneratorPage = lazyWithRetry(() =>
  import('../features/speech/SpeechGeneratorPage').then((m) => ({
    default: m.SpeechGeneratorPage,
  })),
);
const AiAssistantPage = lazyWithRetry(() =>
  import('../features/ai-assistant/AiAssistantPage').then((m) => ({ default: m.AiAssistantPage })),
);
const AdminPage = lazyWithRetry(() =>
  import('../features/admin/AdminPage').then((m) => ({ default: m.AdminPage })),
);
const ArVenuePage = lazyWithRetry(() =>
  import('../features/ar-venue/ArVenuePage').then((m) => ({ default: m.ArVenuePage })),
);
const NewsletterConfirmPage = lazyWithRetry(() =>
  import('../features/newsletter/NewsletterLinkPage').then((m) => ({
    default: m.NewsletterConfirmPage,
  })),
);
const NewsletterUnsubscribePage = lazyWithRetry(() =>
  import('../features/newsletter/NewsletterLinkPage').then((m) => ({
    default: m.NewsletterUnsubscribePage,
  })),
);
const MeetTheGuestsPage = lazyWithRetry(() =>
  import('../features/guest-profiles/MeetTheGuestsPage').then((m) => ({
    default: m.MeetTheGuestsPage,
  })),
);
const NotFoundPage = lazyWithRetry(() =>
  import('../features/chrome/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const MyPostsPage = lazyWithRetry(() =>
  import('../features/keepsake/MyPostsPage').then((m) => ({ default: m.MyPostsPage })),
);
const QuizPage = lazyWithRetry(() =>
  import('../features/quiz/QuizPage').then((m) => ({ default: m.QuizPage })),
);
const QuizHostPage = lazyWithRetry(() =>
  import('../features/quiz-host/QuizHostPage').then((m) => ({ default: m.QuizHostPage })),
);

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path={PAGES.home} element={<HomePage />} />
        <Route
          path={PAGES.live}
          element={
            <ProjectorLinkGate>
              <LiveScreen />
            </ProjectorLinkGate>
          }
        />
        <Route
          path={PAGES.liveLeaderboard}
          element={
            <ProjectorLinkGate>
              <LeaderboardProjectorPage />
            </ProjectorLinkGate>
          }
        />
        <Route
          path={PAGES.liveQuiz}
          element={
            <ProjectorLinkGate>
              <LiveQuizPage />
            </ProjectorLinkGate>
          }
        />
        {/* The quiz host's remote: an organizer, or a host link's phone (no guest gate). */}
        <Route path={PAGES.liveQuizHost} element={<QuizHostPage />} />
        <Route path={PAGES.admin} element={<AdminPage />} />
        <Route path={PAGES.guestLogin} element={<GuestLoginPage />} />
        {/* Organizers' page: their sockets join every audience, so no guest banner here. */}
        <Route path={PAGES.guestAdmin} element={<GuestAdminPage />} />
        {/* The home page shows the banner itself, with the announcements list. */}
        <Route element={<GuestPageShell />}>
          <Route path={PAGES.timeline} element={<TimelinePage />} />
          <Route path={PAGES.speechGenerator} element={<SpeechGeneratorPage />} />
          <Route path={PAGES.aiAssistant} element={<AiAssistantPage />} />
          <Route path={PAGES.arVenue} element={<ArVenuePage />} />
          <Route path={PAGES.meetTheGuests} element={<MeetTheGuestsPage />} />
          <Route path={PAGES.myPosts} element={<MyPostsPage />} />
          <Route path={PAGES.quiz} element={<QuizPage />} />
        </Route>
        <Route path={PAGES.newsletterConfirm} element={<NewsletterConfirmPage />} />
        <Route path={PAGES.newsletterUnsubscribe} element={<NewsletterUnsubscribePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

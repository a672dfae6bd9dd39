import type { KeyOf } from '../../lib/use-strings';
import { type ComponentType, type LazyExoticComponent } from 'react';
import { lazyWithRetry } from '../../lib/lazy-component';

export type AdminTab = {
  /** The tab's value, also its `?tab=` in the address. */
  id: string;
  /** Key in the 'admin' namespace (client/features/admin/strings.ts), e.g. 'tabs.guests'. */
  labelKey: KeyOf<'admin'>;
  /** Loaded when the tab is first opened, so one tab's code does not slow the others. */
  component: LazyExoticComponent<ComponentType>;
};

/** The /admin tabs, in order. One entry per tab; the page renders whatever is listed here. */
export const adminTabs: AdminTab[] = [
  {
    id: 'guests',
    labelKey: 'tabs.guests',
    component: lazyWithRetry(() =>
      import('../admin-guests/GuestListTab').then((m) => ({ default: m.GuestListTab })),
    ),
  },
  {
    id: 'rsvps',
    labelKey: 'tabs.rsvps',
    component: lazyWithRetry(() =>
      import('../admin-rsvps/RsvpsTab').then((m) => ({ default: m.RsvpsTab })),
    ),
  },
  {
    id: 'households',
    labelKey: 'tabs.households',
    component: lazyWithRetry(() => import('../admin-households/HouseholdsTab')),
  },
  {
    id: 'seating',
    labelKey: 'tabs.seating',
    component: lazyWithRetry(() =>
      import('../admin-seating/SeatingTab').then((m) => ({ default: m.SeatingTab })),
    ),
  },
  {
    id: 'analytics',
    labelKey: 'tabs.analytics',
    // Brings recharts with it: no other page loads the charting library.
    component: lazyWithRetry(() => import('../admin-analytics/AnalyticsTab')),
  },
  {
    id: 'wedding',
    labelKey: 'tabs.wedding',
    component: lazyWithRetry(() => import('../wedding-editor/WeddingEditorTab')),
  },
  {
    id: 'announcements',
    labelKey: 'tabs.announcements',
    component: lazyWithRetry(() =>
      import('../admin-announcements/AnnouncementsTab').then((m) => ({
        default: m.AnnouncementsTab,
      })),
    ),
  },
  {
    id: 'gifts',
    labelKey: 'tabs.gifts',
    component: lazyWithRetry(() =>
      import('../admin-gifts/GiftsTab').then((m) => ({ default: m.GiftsTab })),
    ),
  },
  {
    id: 'timeline',
    labelKey: 'tabs.timeline',
    component: lazyWithRetry(() => import('../admin-timeline/TimelineTab')),
  },
  {
    id: 'moderation',
    labelKey: 'tabs.moderation',
    component: lazyWithRetry(() => import('../admin-moderation/ModerationTab')),
  },
  {
    id: 'planning',
    labelKey: 'tabs.planning',
    component: lazyWithRetry(() => import('../admin-planning/PlanningTab')),
  },
  {
    id: 'videos',
    labelKey: 'tabs.videos',
    component: lazyWithRetry(() => import('./videos/VideoSettingsTab')),
  },
  {
    id: 'keepsake',
    labelKey: 'tabs.keepsake',
    component: lazyWithRetry(() => import('../keepsake/KeepsakeTab')),
  },
  {
    id: 'access',
    labelKey: 'tabs.access',
    component: lazyWithRetry(() =>
      import('../admin-access/AccessTab').then((m) => ({ default: m.AccessTab })),
    ),
  },
  {
    id: 'games',
    labelKey: 'tabs.games',
    component: lazyWithRetry(() =>
      import('../leaderboard/LeaderboardControls').then((m) => ({
        default: m.LeaderboardControls,
      })),
    ),
  },
  {
    id: 'quiz',
    labelKey: 'tabs.quiz',
    component: lazyWithRetry(() => import('../admin-quiz/QuizTab')),
  },
];

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type AdminTab = {
  /** The tab's value, also its `?tab=` in the address. */
  id: string;
  /** Key in the 'admin' namespace (client/features/admin/strings.ts), e.g. 'tabs.guests'. */
  labelKey: string;
  /** Loaded when the tab is first opened, so one tab's code does not slow the others. */
  component: LazyExoticComponent<ComponentType>;
};

/** The /admin tabs, in order. One entry per tab; the page renders whatever is listed here. */
export const adminTabs: AdminTab[] = [
  {
    id: 'guests',
    labelKey: 'tabs.guests',
    component: lazy(() =>
      import('../admin-guests/GuestListTab').then((m) => ({ default: m.GuestListTab })),
    ),
  },
  {
    id: 'seating',
    labelKey: 'tabs.seating',
    component: lazy(() =>
      import('../admin-seating/SeatingTab').then((m) => ({ default: m.SeatingTab })),
    ),
  },
  {
    id: 'analytics',
    labelKey: 'tabs.analytics',
    // Brings recharts with it: no other page loads the charting library.
    component: lazy(() => import('../admin-analytics/AnalyticsTab')),
  },
  {
    id: 'wedding',
    labelKey: 'tabs.wedding',
    component: lazy(() => import('../wedding-editor/WeddingEditorTab')),
  },
  {
    id: 'announcements',
    labelKey: 'tabs.announcements',
    component: lazy(() =>
      import('../admin-announcements/AnnouncementsTab').then((m) => ({
        default: m.AnnouncementsTab,
      })),
    ),
  },
  {
    id: 'gifts',
    labelKey: 'tabs.gifts',
    component: lazy(() => import('../admin-gifts/GiftsTab').then((m) => ({ default: m.GiftsTab }))),
  },
  {
    id: 'timeline',
    labelKey: 'tabs.timeline',
    component: lazy(() => import('../admin-timeline/TimelineTab')),
  },
  {
    id: 'moderation',
    labelKey: 'tabs.moderation',
    component: lazy(() => import('../admin-moderation/ModerationTab')),
  },
  {
    id: 'planning',
    labelKey: 'tabs.planning',
    component: lazy(() => import('../admin-planning/PlanningTab')),
  },
  {
    id: 'access',
    labelKey: 'tabs.access',
    component: lazy(() =>
      import('../admin-access/AccessTab').then((m) => ({ default: m.AccessTab })),
    ),
  },
  {
    id: 'games',
    labelKey: 'tabs.games',
    component: lazy(() =>
      import('../leaderboard/LeaderboardControls').then((m) => ({
        default: m.LeaderboardControls,
      })),
    ),
  },
];

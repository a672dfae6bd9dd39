import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../features/chrome/NotFoundPage';
import { PageLoading } from '../features/chrome/PageLoading';
import { HomePage } from '../features/home/HomePage';

// Heavy pages load on demand, one line each, e.g.
//   const LiveWallPage = lazy(() => import('../features/moments/LiveWallPage').then((m) => ({ default: m.LiveWallPage })));
// and a <Route> below. Only routes whose feature is built are listed.
const LiveWallPage = lazy(() => import('../features/live-wall/LiveWallPage').then((m) => ({ default: m.LiveWallPage })));
const GuestLoginPage = lazy(() => import('../features/guest-login/GuestLoginPage').then((m) => ({ default: m.GuestLoginPage })));
const GuestAdminPage = lazy(() => import('../features/guest-admin/GuestAdminPage').then((m) => ({ default: m.GuestAdminPage })));
const AdminPage = lazy(() => import('../features/admin/AdminPage').then((m) => ({ default: m.AdminPage })));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/live" element={<LiveWallPage />} />
        <Route path="/admin" element={<AdminPage />} />
        <Route path="/guest-login" element={<GuestLoginPage />} />
        <Route path="/guest-admin" element={<GuestAdminPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

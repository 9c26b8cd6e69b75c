import { Notice, notify, TopToaster } from '@agent-sites/ui';
import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AdminGate, AdminOpening } from '../features/admin/AdminGate.tsx';
import { arrivalToast } from '../features/admin/arrival-toast.ts';
import { lazyPage as page, type LazyPage } from '../features/admin/lazy-page.ts';
import { AdminSessionProvider } from '../features/admin/session.tsx';
import { registerBackOfficeWorker } from '../features/admin/this-device.ts';
import { adminShellFor } from '../service-worker/admin-shells.ts';

const ActivityPage = page(() => import('./admin/activity.tsx'));
const AlertsPage = page(() => import('./admin/alerts.tsx'));
const DeliveriesPage = page(() => import('./admin/deliveries.tsx'));
const AdminNotFound = page(() => import('./admin/not-found.tsx'));
const LeadPage = page(() => import('./admin/lead.tsx'));
const LeadsPage = page(() => import('./admin/leads.tsx'));
const ListingPage = page(() => import('./admin/listing.tsx'));
const NewListingPage = page(() => import('./admin/listing-new.tsx'));
const ListingsPage = page(() => import('./admin/listings.tsx'));
const ReviewPage = page(() => import('./admin/review.tsx'));
const ReviewsPage = page(() => import('./admin/reviews.tsx'));
const SignInPage = page(() => import('./admin/sign-in.tsx'));

/** The pages the prerendered shells show (`service-worker/admin-shells.ts`), by their module. */
const SHELL_PAGES: Record<string, LazyPage> = {
  'routes/admin/leads.tsx': LeadsPage,
  'routes/admin/sign-in.tsx': SignInPage,
};

/**
 * Before the first render, on the server and in the browser (`preparePage`): the page of a path
 * with its own prerendered shell (the inbox, sign-in). The server renders it into that HTML, and
 * the browser's first render draws the same page over it, not the frame that waits for its code.
 */
export function prepare(params: Record<string, string | undefined>) {
  const { modules } = adminShellFor(`/admin/${params['*'] ?? ''}`);
  return Promise.all(modules.map((module) => SHELL_PAGES[module]?.preload()));
}

/**
 * The back office's toasts: at the top under the frame's bar, clear of the bars of actions at the
 * bottom of its pages, two at most, closed on every new page. A navigation may carry its own toast ("Listing created"),
 * shown once the new page has cleared the old ones, then dropped from the history entry so a
 * reload does not show it again.
 */
function AdminToaster() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const toast = arrivalToast(location.state);
    if (!toast) return;
    notify.success(toast.title, toast.description);
    navigate(location, { replace: true, state: null });
    // Once per history entry; `location` itself changes with every render's object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  // Under the frame's bar (4.25rem on a phone), so Menu and Sign out stay within reach.
  return <TopToaster clearOn={location.pathname} clearance="4.5rem" limit={2} />;
}

/**
 * With JavaScript off, the prerendered shells would say they are checking the sign-in forever:
 * above the frame, they say what the back office needs instead.
 */
function NoScriptNotice() {
  return (
    <Notice tone="warning" title="The back office needs JavaScript">
      It is turned off in this browser. Turn it on to sign in and answer your leads.
    </Notice>
  );
}

/**
 * `/admin/*`, the agent's back office: its own chunk, outside the site's frame; public pages never
 * load this code. The server answers `/admin/sign-in` and `/admin` with their pages prerendered
 * (sign-in's card, the inbox's empty frame), and every other `/admin` path with one shell that
 * shows "Checking your sign-in"; the browser renders each afresh.
 */
export function Component() {
  // Installable, usable offline and able to show lead alerts from the first visit, sign-in included.
  useEffect(() => {
    if ('serviceWorker' in navigator) registerBackOfficeWorker().catch(() => undefined);
  }, []);
  return (
    <AdminSessionProvider>
      {/* Only the prerendered HTML needs the notice: the browser's code leaves it out. */}
      <noscript>{import.meta.env.SSR && <NoScriptNotice />}</noscript>
      {/* Each page is its own chunk; the gate keeps its frame while a page's code arrives. */}
      <Suspense fallback={<AdminOpening />}>
        <Routes>
          <Route path="sign-in" element={<SignInPage />} />
          <Route element={<AdminGate />}>
            <Route index element={<LeadsPage />} />
            <Route path="leads/:id" element={<LeadPage />} />
            <Route path="listings" element={<ListingsPage />} />
            <Route path="listings/new" element={<NewListingPage />} />
            <Route path="listings/:id" element={<ListingPage />} />
            <Route path="reviews" element={<ReviewsPage />} />
            <Route path="reviews/:id" element={<ReviewPage />} />
            <Route path="activity" element={<ActivityPage />} />
            <Route path="deliveries" element={<DeliveriesPage />} />
            <Route path="alerts" element={<AlertsPage />} />
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Routes>
      </Suspense>
      <AdminToaster />
    </AdminSessionProvider>
  );
}

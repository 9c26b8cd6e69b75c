import { notify, TopToaster } from '@agent-sites/ui';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AdminGate, AdminOpening } from '../features/admin/AdminGate.tsx';
import { arrivalToast } from '../features/admin/arrival-toast.ts';
import { AdminSessionProvider } from '../features/admin/session.tsx';
import { registerBackOfficeWorker } from '../features/admin/this-device.ts';
/** A back-office page loaded when first shown: signing in does not wait for the listing editor. */
function page(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

const ActivityPage = page(() => import('./admin/activity.tsx'));
const AlertsPage = page(() => import('./admin/alerts.tsx'));
const DeliveriesPage = page(() => import('./admin/deliveries.tsx'));
const AdminNotFound = page(() => import('./admin/not-found.tsx'));
const LeadPage = page(() => import('./admin/lead.tsx'));
const loadInbox = () => import('./admin/leads.tsx');
const LeadsPage = page(loadInbox);
// Opened at the inbox, its code starts loading with the back office's own rather than once the
// sign-in is checked (the module system keeps the one import for the page to use).
if (typeof window !== 'undefined' && /^\/admin\/?$/.test(window.location.pathname)) void loadInbox();
const ListingPage = page(() => import('./admin/listing.tsx'));
const NewListingPage = page(() => import('./admin/listing-new.tsx'));
const ListingsPage = page(() => import('./admin/listings.tsx'));
const ReviewPage = page(() => import('./admin/review.tsx'));
const ReviewsPage = page(() => import('./admin/reviews.tsx'));
const SignInPage = page(() => import('./admin/sign-in.tsx'));

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
 * `/admin/*`, the agent's back office: its own chunk, rendered only in the browser (the server
 * answers every `/admin` path with the same `noindex` shell, which shows "Checking your sign-in").
 * Outside the site's frame; public pages never load this code.
 */
export function Component() {
  // Installable, usable offline and able to show lead alerts from the first visit, sign-in included.
  useEffect(() => {
    if ('serviceWorker' in navigator) registerBackOfficeWorker().catch(() => undefined);
  }, []);
  return (
    <AdminSessionProvider>
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

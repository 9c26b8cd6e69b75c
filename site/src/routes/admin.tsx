import { notify, TopToaster } from '@agent-sites/ui';
import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AdminGate } from '../features/admin/AdminGate.tsx';
import { arrivalToast } from '../features/admin/arrival-toast.ts';
import { AdminSessionProvider } from '../features/admin/session.tsx';
import { registerBackOfficeWorker } from '../features/admin/this-device.ts';
import { Component as ActivityPage } from './admin/activity.tsx';
import { Component as AlertsPage } from './admin/alerts.tsx';
import { Component as DeliveriesPage } from './admin/deliveries.tsx';
import { Component as AdminNotFound } from './admin/not-found.tsx';
import { Component as LeadPage } from './admin/lead.tsx';
import { Component as LeadsPage } from './admin/leads.tsx';
import { Component as ListingPage } from './admin/listing.tsx';
import { Component as NewListingPage } from './admin/listing-new.tsx';
import { Component as ListingsPage } from './admin/listings.tsx';
import { Component as ReviewPage } from './admin/review.tsx';
import { Component as ReviewsPage } from './admin/reviews.tsx';
import { Component as SignInPage } from './admin/sign-in.tsx';

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
      <AdminToaster />
    </AdminSessionProvider>
  );
}

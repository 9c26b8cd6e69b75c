import { AdminFrame, Button, Heading, notify, Stack, Text } from '@agent-sites/ui';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Seo } from '../../app/head.tsx';
import { agent } from '../../config/agent.ts';
import { adminSupabase } from '../../lib/supabase.ts';
import { useIsAgent } from './queries.ts';
import { useAdminSession } from './session.tsx';
import { clearOfflineAnswers, forgetThisDevice } from './this-device.ts';

const NAV_ITEMS = [
  { href: '/admin', label: 'Leads' },
  { href: '/admin/listings', label: 'Listings' },
  { href: '/admin/reviews', label: 'Reviews' },
  { href: '/admin/activity', label: 'Activity' },
  { href: '/admin/deliveries', label: 'Deliveries' },
  { href: '/admin/alerts', label: 'Alerts' },
];
const BACK_OFFICE = 'Back office';

/** A page of the back office that is a state rather than a page of its own. */
function StatePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="4" align="start">
      <Seo
        title={title === BACK_OFFICE ? title : `${title} | ${BACK_OFFICE}`}
        description="The agent's back office."
        path="/admin"
      />
      <Heading level={1} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The page while the sign-in is being checked. */
function CheckingSignIn() {
  return (
    <StatePage title={BACK_OFFICE}>
      <Text role="status">Checking your sign-in…</Text>
    </StatePage>
  );
}

/** What the back office shows while the agent's sign-in or a page's code is on its way, as its shell does. */
export function AdminOpening() {
  const location = useLocation();
  return (
    <AdminFrame brandName={agent.name} navItems={[]} currentPath={location.pathname}>
      <CheckingSignIn />
    </AdminFrame>
  );
}

/**
 * Every back-office page but sign-in sits behind this: a stranger is sent to sign in (and brought
 * back after), a signed-in account that is not in `public.agents` is told so and offered sign-out,
 * and the agent gets the frame with the page. RLS decides what each may read either way; this is
 * only what they see. The page shows its empty frame while the sign-in is checked (its reads wait
 * for it: `useResource`), as its prerendered shell does, and its reads go out once someone is
 * signed in, alongside the question of whether they are the agent rather than after it: nearly
 * always the one signed in is the agent, and anyone else sees nothing of the agent's meanwhile.
 */
export function AdminGate() {
  const auth = useAdminSession();
  const location = useLocation();
  const session = auth.status === 'signed-in' ? auth.session : undefined;
  const isAgent = useIsAgent(session?.user.id);
  const [signingOut, setSigningOut] = useState(false);
  // Answers kept for offline use belong to the account that read them: no other keeps them here.
  const userId = auth.status === 'loading' ? null : (session?.user.id ?? '');
  useEffect(() => {
    if (userId !== null) void clearOfflineAnswers(userId || undefined).catch(() => undefined);
  }, [userId]);

  if (auth.status === 'signed-out') {
    // Signing out here leads to a plain sign-in page; a session that ended otherwise (expired,
    // signed out in another tab) brings the agent back to this page after signing in again.
    if (signingOut) return <Navigate to="/admin/sign-in" replace />;
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/admin/sign-in?next=${next}`} replace />;
  }

  async function signOut() {
    setSigningOut(true);
    await forgetThisDevice();
    const { error } = await adminSupabase().auth.signOut({ scope: 'local' });
    if (error) {
      setSigningOut(false);
      notify.error('Signing out failed', 'Check your connection and try again.');
    }
  }

  // The agent, or not yet known otherwise.
  const maybeAgent = isAgent.data !== false;
  const agentFrame = session !== undefined && maybeAgent;
  let page: ReactNode;
  if (session && isAgent.status === 'error') {
    page = (
      <StatePage title="The back office could not check your account">
        <Text>Check your connection, then try again.</Text>
        <Button variant="secondary" onClick={isAgent.refetch}>
          Try again
        </Button>
      </StatePage>
    );
  } else if (session && !maybeAgent) {
    page = (
      <StatePage title="This account is not the agent's">
        <Text>
          You are signed in as {session.user.email}, which is not the agent&apos;s account. Leads and listings
          are only for the agent. Sign out, then sign in with the agent&apos;s email.
        </Text>
        <Button onClick={() => void signOut()} loading={signingOut} loadingText="Signing out...">
          Sign out
        </Button>
      </StatePage>
    );
  } else {
    // The page's own code may still be on its way: the frame stays, and says so.
    page = (
      <Suspense fallback={session ? <Text role="status">Opening the page…</Text> : <CheckingSignIn />}>
        <Outlet />
      </Suspense>
    );
  }

  return (
    <AdminFrame
      brandName={agent.name}
      navItems={agentFrame ? NAV_ITEMS : []}
      currentPath={location.pathname}
      userEmail={session?.user.email}
      // The not-the-agent page has its own sign-out button in the page.
      onSignOut={agentFrame ? () => void signOut() : undefined}
      signingOut={signingOut}
    >
      {page}
    </AdminFrame>
  );
}

import { SIGN_IN_TEXT, type SignInValues } from '@agent-sites/schemas';
import { AdminFrame, SignInForm, SubmitError } from '@agent-sites/ui';
import { isAuthApiError } from '@supabase/supabase-js';
import { Navigate, useSearchParams } from 'react-router-dom';
import { agent } from '../../config/agent.ts';
import { adminSupabase } from '../../lib/supabase.ts';
import { safeNext, useAdminSession } from './session.tsx';

/** The auth server's refusal in the agent's words. */
function refusal(error: unknown): SubmitError {
  if (isAuthApiError(error) && error.status === 429) return new SubmitError(SIGN_IN_TEXT.tooManyAttempts);
  if (isAuthApiError(error) && error.status === 400) return new SubmitError(SIGN_IN_TEXT.invalidCredentials);
  return new SubmitError(SIGN_IN_TEXT.failed);
}

async function signIn(values: SignInValues): Promise<void> {
  const { error } = await adminSupabase().auth.signInWithPassword(values);
  if (error) throw refusal(error);
}

/**
 * `/admin/sign-in`: email and password. Once signed in (now, or already), the agent goes on to
 * the page they asked for (`?next=`), which is always a back-office path.
 */
export function SignIn() {
  const auth = useAdminSession();
  const [params] = useSearchParams();
  if (auth.status === 'signed-in') return <Navigate to={safeNext(params.get('next'))} replace />;
  return (
    <AdminFrame brandName={agent.name}>
      <div style={{ maxWidth: '28rem', marginInline: 'auto', paddingBlock: '2rem' }}>
        {/* The card and its heading come with the page's HTML; a stored session may be on its
            way, so the fields wait for it: no form to type into that then disappears. */}
        <SignInForm
          title="Sign in to the back office"
          description="For the agent's account only."
          onSubmit={signIn}
          checking={auth.status === 'loading'}
        />
      </div>
    </AdminFrame>
  );
}

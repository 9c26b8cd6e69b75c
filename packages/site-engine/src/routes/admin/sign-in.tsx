import { Seo } from '../../app/head.tsx';
import { SignIn } from '../../features/admin/SignIn.tsx';

/** `/admin/sign-in`: the agent's email and password. */
export function Component() {
  return (
    <>
      <Seo title="Sign in | Back office" description="The agent's back office." path="/admin/sign-in" />
      <SignIn />
    </>
  );
}

import { Seo } from '../../app/head.tsx';
import { LeadsInbox } from '../../features/admin/LeadsInbox.tsx';

/** `/admin`: the leads inbox. */
export function Component() {
  return (
    <>
      <Seo title="Leads | Back office" description="The agent's back office." path="/admin" />
      <LeadsInbox />
    </>
  );
}

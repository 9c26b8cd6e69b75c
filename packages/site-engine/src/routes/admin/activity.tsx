import { Seo } from '../../app/head.tsx';
import { ActivityLog } from '../../features/admin/ActivityLog.tsx';

/** `/admin/activity`: every change made in the back office. */
export function Component() {
  return (
    <>
      <Seo title="Activity | Back office" description="The agent's back office." path="/admin/activity" />
      <ActivityLog />
    </>
  );
}

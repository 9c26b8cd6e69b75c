import { Seo } from '../../app/head.tsx';
import { FailedDeliveries } from '../../features/admin/FailedDeliveries.tsx';

/** `/admin/deliveries`: the emails and webhooks that could not be sent. */
export function Component() {
  return (
    <>
      <Seo
        title="Failed deliveries | Back office"
        description="The agent's back office."
        path="/admin/deliveries"
      />
      <FailedDeliveries />
    </>
  );
}

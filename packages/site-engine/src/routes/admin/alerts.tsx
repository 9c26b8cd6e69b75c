import { Seo } from '../../app/head.tsx';
import { AlertSettings } from '../../features/admin/AlertSettings.tsx';

/** `/admin/alerts`: how the agent hears about a new lead (push on this device, texts, quiet hours). */
export function Component() {
  return (
    <>
      <Seo title="Alerts | Back office" description="The agent's back office." path="/admin/alerts" />
      <AlertSettings />
    </>
  );
}

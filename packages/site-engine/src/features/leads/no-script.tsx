import { Notice } from '@agent-sites/ui';
import type { ComponentType } from 'react';
import { agent } from '../../config/agent.ts';

/**
 * A form that sends only through JavaScript. With JavaScript off, the form is hidden (a
 * `<noscript>` rule in index.html) and this notice offers the phone and email instead, so a visitor
 * never fills in fields that cannot be sent.
 */
function NoScriptNotice() {
  return (
    <Notice tone="info" title="This form needs JavaScript">
      It is turned off in your browser. Call <a href={agent.phone.href}>{agent.phone.display}</a> or email{' '}
      <a href={`mailto:${agent.email}`}>{agent.email}</a> and {agent.firstName} will get right back to you.
    </Notice>
  );
}

/** Wraps a lead form so that a visitor without JavaScript is told how else to reach the agent. */
export function needsScript<P extends object>(Form: ComponentType<P>): ComponentType<P> {
  function NeedsScript(props: P) {
    return (
      <div data-needs-script="">
        {/* Only the prerendered HTML needs the notice: the browser's code leaves it out. */}
        <noscript>{import.meta.env.SSR && <NoScriptNotice />}</noscript>
        <Form {...props} />
      </div>
    );
  }
  NeedsScript.displayName = `NeedsScript(${Form.displayName ?? Form.name})`;
  return NeedsScript;
}

// AGENT_TIME_ZONE, as the functions read it: the agent's clock for tour slots, reply-by and received
// times (decision 034). Required: unset, or a zone the runtime does not know, is named at load.
import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneName } from '../functions/_shared/agent.ts';
import { ConfigError, loadLeadConfig } from '../functions/_shared/config.ts';

const environment =
  (variables: Record<string, string>) =>
  (name: string): string | undefined =>
    ({ SUPABASE_URL: 'http://127.0.0.1:54321', SUPABASE_SERVICE_ROLE_KEY: 'service-role-key', ...variables })[
      name
    ];

describe('AGENT_TIME_ZONE', () => {
  it('is the agent clock the functions keep', () => {
    expect(loadLeadConfig(environment({ AGENT_TIME_ZONE: 'America/Denver' })).agent.timeZone).toBe(
      'America/Denver',
    );
  });

  it('is required: unset, the functions refuse to start and say what to set', () => {
    for (const unset of [{}, { AGENT_TIME_ZONE: '' }] as Record<string, string>[]) {
      expect(() => loadLeadConfig(environment(unset))).toThrow(ConfigError);
      expect(() => loadLeadConfig(environment(unset))).toThrow(
        /AGENT_TIME_ZONE is required: the agent's IANA time zone, such as America\/Denver/,
      );
    }
  });

  it('names a zone the runtime does not know', () => {
    expect(() => loadLeadConfig(environment({ AGENT_TIME_ZONE: 'Mountain Time' }))).toThrow(
      /AGENT_TIME_ZONE must be an IANA time zone such as America\/Denver, got "Mountain Time"/,
    );
    expect(() => loadLeadConfig(environment({ AGENT_TIME_ZONE: 'Mountain Time' }))).toThrow(ConfigError);
  });

  it('is a zone the runtime knows', () => {
    expect(isTimeZone('America/Denver')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mountain Time')).toBe(false);
  });

  it('is named in emails by its city', () => {
    expect(timeZoneName('America/Denver')).toBe('Denver time');
    expect(timeZoneName('America/New_York')).toBe('New York time');
    expect(timeZoneName('UTC')).toBe('UTC time');
  });
});

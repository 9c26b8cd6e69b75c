// SITE_REBUILD_HOOK_URL, as the functions read it: a static host's hook over HTTPS, plain HTTP only
// to a stand-in on this machine. A bad one fails only the rebuild calls, never the lead forms.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadLeadConfig, siteRebuildHookProblem } from '../functions/_shared/config.ts';

const environment =
  (variables: Record<string, string>) =>
  (name: string): string | undefined =>
    ({
      SUPABASE_URL: 'http://127.0.0.1:54321',
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
      AGENT_TIME_ZONE: 'UTC',
      ...variables,
    })[name];

describe('siteRebuildHookProblem', () => {
  it.each([
    'https://api.netlify.com/build_hooks/6734e1f0c2a9d40081b6f2aa',
    'https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/0d3f5c1e-8a2b-4c6d-9e7f-1a2b3c4d5e6f',
    'http://127.0.0.1:8787/build_hooks/test',
    'http://localhost/hook',
    'http://[::1]:9000/hook',
  ])('accepts %s', (url) => {
    expect(siteRebuildHookProblem(url)).toBeUndefined();
  });

  it.each([
    ['plain HTTP to another host', 'http://api.netlify.com/build_hooks/6734e1f0c2a9d40081b6f2aa'],
    ['plain HTTP to a private address', 'http://10.0.0.7/hook'],
    ['a host that only starts like localhost', 'http://localhost.example.com/hook'],
    ['another scheme', 'ftp://api.netlify.com/build_hooks/6734e1f0c2a9d40081b6f2aa'],
  ])('refuses %s, naming the variable and the rule', (_, url) => {
    expect(siteRebuildHookProblem(url)).toMatch(
      /^SITE_REBUILD_HOOK_URL must be an https: URL \(http: only to 127\.0\.0\.1, ::1 or localhost\), got "/,
    );
  });

  it('refuses what is not a URL', () => {
    expect(siteRebuildHookProblem('api.netlify.com/build_hooks/abc')).toMatch(
      /SITE_REBUILD_HOOK_URL .* got something that is not a URL$/,
    );
  });

  it('never repeats the hook’s path, which is its secret', () => {
    const problem = siteRebuildHookProblem('http://api.netlify.com/build_hooks/6734e1f0c2a9d40081b6f2aa');
    expect(problem).toContain('"http://api.netlify.com/…"');
    expect(problem).not.toContain('6734e1f0c2a9d40081b6f2aa');
  });
});

describe('loadLeadConfig', () => {
  it('leaves the hook unset when the variable is missing or empty', () => {
    expect(loadLeadConfig(environment({})).siteRebuildHookUrl).toBeUndefined();
    expect(loadLeadConfig(environment({ SITE_REBUILD_HOOK_URL: '' })).siteRebuildHookUrl).toBeUndefined();
  });

  it('keeps an https hook as given', () => {
    const url = 'https://api.netlify.com/build_hooks/6734e1f0c2a9d40081b6f2aa';
    expect(loadLeadConfig(environment({ SITE_REBUILD_HOOK_URL: url })).siteRebuildHookUrl).toBe(url);
  });

  it('keeps a bad hook from stopping the lead forms: only the rebuild calls carry its problem', () => {
    const config = loadLeadConfig(environment({ SITE_REBUILD_HOOK_URL: 'http://hooks.example.com/rebuild' }));
    expect(config.siteRebuildHookProblem).toMatch(/^SITE_REBUILD_HOOK_URL must be an https: URL/);
    expect(config.siteRebuildHookProblem).not.toContain('/rebuild');
    expect(() =>
      loadLeadConfig(
        environment({ SITE_REBUILD_HOOK_URL: 'http://hooks.example.com/rebuild', LEAD_RATE_LIMIT: 'often' }),
      ),
    ).toThrow(ConfigError);
  });
});

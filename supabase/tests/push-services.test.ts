// PUSH_SERVICE_ORIGINS, the one way to add a push service besides the browsers' own: tests name
// their loopback stand-in with it, exactly, and a value that is not an origin is named as the push
// settings' problem (decision 031). The browsers' hosts are checked against the database's in
// alerts-rls.test.ts.
import { describe, expect, it } from 'vitest';
import { loadLeadConfig } from '../functions/_shared/config.ts';
import { makeVapidKeys } from '../../packages/local-backend/test/push-service.ts';
import { pushEndpointProblem } from '../functions/_shared/push-services.ts';

const VAPID = makeVapidKeys();
const load = (env: Record<string, string>) =>
  loadLeadConfig(
    (name) =>
      ({
        SUPABASE_URL: 'http://127.0.0.1:3000',
        SUPABASE_SERVICE_ROLE_KEY: 'key',
        AGENT_TIME_ZONE: 'UTC',
        VAPID_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
        ...env,
      })[name],
  );

describe('PUSH_SERVICE_ORIGINS', () => {
  it('is empty unless set: only the browsers’ push services are sent to', () => {
    const config = load({});
    expect(config.push?.serviceOrigins).toEqual([]);
    expect(
      pushEndpointProblem('http://127.0.0.1:4600/push/phone', config.push!.serviceOrigins),
    ).toMatchObject({
      code: 'not_a_push_service',
    });
  });

  it('adds a stand-in by its origin, and nothing else on that machine', () => {
    const config = load({ PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4600/' });
    const origins = config.push!.serviceOrigins;
    expect(origins).toEqual(['http://127.0.0.1:4600']);
    expect(pushEndpointProblem('http://127.0.0.1:4600/push/phone', origins)).toBeUndefined();
    for (const endpoint of [
      'http://127.0.0.1:5432/push/phone',
      'http://localhost:4600/push/phone',
      'http://agent:secret@127.0.0.1:4600/push/phone',
    ]) {
      expect({ endpoint, problem: pushEndpointProblem(endpoint, origins)?.code }).toEqual({
        endpoint,
        problem: 'not_a_push_service',
      });
    }
  });

  it('names a value that is not an origin among the push settings’ problems', () => {
    expect(load({ PUSH_SERVICE_ORIGINS: 'push.example.com' }).alertProblems.push).toBe(
      'PUSH_SERVICE_ORIGINS must be an http(s) URL, got "push.example.com"',
    );
  });
});

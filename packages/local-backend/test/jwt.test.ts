// The time claims of a token signed with the project's secret, read as PostgREST reads them: a
// token that is not valid yet, or whose times are not numbers, is refused like an expired one.
import { describe, expect, it } from 'vitest';
import { type Claims, JwtError, signJwt, verifyJwt } from '../src/jwt.ts';

const SECRET = 'a-real-project-secret-that-is-not-the-development-one';
const NOW = 1_900_000_000;
const USER = { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001' };

function refusal(claims: Claims): { reason: string; message: string } | undefined {
  try {
    verifyJwt(signJwt(claims, SECRET), SECRET, NOW);
    return undefined;
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    return { reason: error.reason, message: error.message };
  }
}

describe('a signed token', () => {
  it('is accepted within its times, and with clocks a few seconds apart', () => {
    expect(refusal({ ...USER, iat: NOW, nbf: NOW, exp: NOW + 3600 })).toBeUndefined();
    expect(refusal({ ...USER, iat: NOW + 5, nbf: NOW + 5, exp: NOW + 3600 })).toBeUndefined();
  });

  it('is refused before its nbf', () => {
    expect(refusal({ ...USER, nbf: NOW + 3600, exp: NOW + 7200 })).toEqual({
      reason: 'not-yet-valid',
      message: 'JWT not yet valid',
    });
  });

  it('is refused when issued in the future', () => {
    expect(refusal({ ...USER, iat: NOW + 3600, exp: NOW + 7200 })).toEqual({
      reason: 'not-yet-valid',
      message: 'JWT issued at future',
    });
  });

  it('is refused when a time claim is not a number', () => {
    for (const claim of ['exp', 'nbf', 'iat'] as const) {
      for (const value of [String(NOW + 3600), null, true, [NOW + 3600], { at: NOW }]) {
        const claims: Claims = { ...USER, exp: NOW + 3600, [claim]: value };
        expect(refusal(claims), `${claim}: ${JSON.stringify(value)}`).toEqual({
          reason: 'malformed',
          message: `The JWT '${claim}' claim must be a number`,
        });
      }
    }
  });

  it("is refused when it is a user's and has no exp, as Supabase Auth never issues one", () => {
    expect(refusal({ ...USER, iat: NOW })).toEqual({
      reason: 'malformed',
      message: "The JWT 'exp' claim is required for a user's token",
    });
  });

  it('is accepted without exp when it is an API key (no user), as PostgREST accepts it', () => {
    expect(refusal({ role: 'anon', iss: 'supabase' })).toBeUndefined();
  });
});

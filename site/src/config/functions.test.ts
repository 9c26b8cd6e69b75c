import { guideEmailProblems, isTourDay } from '@agent-sites/schemas';
import { describe, expect, it } from 'vitest';
import { functionSettings } from './functions.ts';

describe("the functions' settings from this site's configuration", () => {
  it('give a time zone the runtime knows', () => {
    const timeZone = functionSettings.AGENT_TIME_ZONE!;
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone })).not.toThrow();
    expect(isTourDay('2026-11-25', new Date('2026-11-25T15:00:00Z'), timeZone)).toBe(true);
  });

  it('give the guide email as JSON the function can send', () => {
    const guide: unknown = JSON.parse(functionSettings.GUIDE_EMAIL!);
    expect(guideEmailProblems(guide)).toBeUndefined();
    expect(guide).toMatchObject({ path: '/guides/michigan-to-florida' });
  });
});

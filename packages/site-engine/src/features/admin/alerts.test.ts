import { describe, expect, it } from 'vitest';
import {
  base64UrlBytes,
  deviceName,
  QUIET_HOUR_OPTIONS,
  readTextCeiling,
  sameKey,
  timeValue,
} from './alerts.ts';

describe('the alert settings', () => {
  it('offers every half hour, as a clock reads', () => {
    expect(QUIET_HOUR_OPTIONS).toHaveLength(48);
    expect(QUIET_HOUR_OPTIONS[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(QUIET_HOUR_OPTIONS[43]).toEqual({ value: '21:30', label: '9:30 PM' });
    expect(timeValue('21:00:00')).toBe('21:00');
  });

  it('reads the ceiling on texts as typed, and says what is wrong with each field', () => {
    expect(readTextCeiling(' 5 ', '20')).toEqual({
      sms_per_hour: 5,
      sms_per_day: 20,
      errors: { sms_per_hour: undefined, sms_per_day: undefined },
    });
    expect(readTextCeiling('0', '2.5').errors).toEqual({
      sms_per_hour: 'Enter a whole number from 1 to 100.',
      sms_per_day: 'Enter a whole number from 1 to 1,000.',
    });
    expect(readTextCeiling('', '5000').errors).toEqual({
      sms_per_hour: 'Enter a whole number from 1 to 100.',
      sms_per_day: 'Enter a whole number from 1 to 1,000.',
    });
    expect(readTextCeiling('30', '20').errors).toEqual({
      sms_per_hour: undefined,
      sms_per_day: 'Allow at least as many texts a day as an hour.',
    });
  });

  it('names a device by its browser and system', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone or iPad');
  });

  it('tells a subscription made with the server’s key from one made with another', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    expect(base64UrlBytes(key)).toHaveLength(65);
    expect(sameKey(base64UrlBytes(key).buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array(65).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});

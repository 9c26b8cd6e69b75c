import { describe, expect, it } from 'vitest';
import { clientAddress } from '../src/client-address.ts';

describe('clientAddress', () => {
  it('with no proxy in front, is the socket’s peer whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.7', 0)).toBe('198.51.100.7');
    expect(clientAddress(undefined, '::ffff:198.51.100.7', 0)).toBe('198.51.100.7');
  });

  it('behind one proxy, is the entry the proxy appended, not the one the client wrote', () => {
    // The client sent "X-Forwarded-For: 203.0.113.9"; the proxy appended the address it saw.
    expect(clientAddress('203.0.113.9, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
  });

  it('behind two proxies, is the second entry from the right', () => {
    expect(clientAddress('1.1.1.1, 198.51.100.7, 10.0.0.5', '10.0.0.2', 2)).toBe('198.51.100.7');
  });

  it('reads repeated headers as one list', () => {
    expect(clientAddress(['203.0.113.9', '198.51.100.7'], '10.0.0.2', 1)).toBe('198.51.100.7');
  });

  it('falls back to the socket when the request came around the proxies', () => {
    expect(clientAddress(undefined, '198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('203.0.113.9', '198.51.100.7', 2)).toBe('198.51.100.7');
  });

  it('is nothing rather than an address-sized lie', () => {
    expect(clientAddress(` ${'9'.repeat(100)}`, '198.51.100.7', 1)).toBeUndefined();
    expect(clientAddress('203.0.113.9, ', '198.51.100.7', 1)).toBeUndefined();
  });
});

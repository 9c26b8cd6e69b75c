import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './current-path';

describe('isCurrentPath', () => {
  it('marks the item whose path is the current path', () => {
    expect(isCurrentPath('/listings', '/listings')).toBe(true);
  });

  it('keeps a section current on the pages below it', () => {
    expect(isCurrentPath('/blog', '/blog/buyer-broker-agreements-2025')).toBe(true);
  });

  it('does not mark a section whose name only starts the same way', () => {
    expect(isCurrentPath('/listing', '/listings')).toBe(false);
    expect(isCurrentPath('/listings', '/listing/412-w-lincoln-ave-royal-oak')).toBe(false);
  });

  it('marks home only on the home page', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/', '/about')).toBe(false);
  });

  it('ignores query strings, hashes and trailing slashes', () => {
    expect(isCurrentPath('/listings', '/listings/?city=Royal+Oak')).toBe(true);
    expect(isCurrentPath('/florida-michigan', '/florida-michigan#services')).toBe(true);
    expect(isCurrentPath('/', '')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { deferred, preloadDeferred } from './deferred.tsx';

const Nothing = () => null;

describe('preloadDeferred', () => {
  it('loads the deferred parts a deferred part’s module declares, for the prerenderer to render in full', async () => {
    const loaded: string[] = [];
    // A section loaded later (the home page's featured tour) that holds a form of its own.
    deferred(async () => {
      loaded.push('section');
      deferred(async () => {
        loaded.push('form in the section');
        return { default: Nothing };
      });
      return { default: Nothing };
    });
    await preloadDeferred();
    expect(loaded).toEqual(['section', 'form in the section']);
  });
});

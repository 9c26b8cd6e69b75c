import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageDataProvider } from './page-data.tsx';
import { minuteOf, subscribeToMinutes, useShownTime } from './shown-time.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A page that shows the time it shows things by. */
function Shown() {
  return createElement('p', null, useShownTime().toISOString());
}

describe('useShownTime', () => {
  it('renders a page with data at the time its data says it was rendered, so the browser hydrates the same', () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T18:40:00Z') });
    const renderedAt = Date.parse('2026-12-05T15:59:31.250Z');
    const html = renderToString(
      createElement(PageDataProvider, {
        data: { path: '/listings', renderedAt },
        children: createElement(Shown),
      }),
    );
    expect(html).toBe('<p>2026-12-05T15:59:31.250Z</p>');
  });

  it('renders a page without data at the minute it is rendered in', () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T18:40:42Z') });
    expect(renderToString(createElement(Shown))).toBe('<p>2026-12-05T18:40:00.000Z</p>');
  });
});

describe('minuteOf', () => {
  it('is one value for every instant of a minute', () => {
    expect(minuteOf(Date.parse('2026-12-05T18:40:00.000Z'))).toBe(Date.parse('2026-12-05T18:40:00Z'));
    expect(minuteOf(Date.parse('2026-12-05T18:40:59.999Z'))).toBe(Date.parse('2026-12-05T18:40:00Z'));
    expect(minuteOf(Date.parse('2026-12-05T18:41:00.000Z'))).toBe(Date.parse('2026-12-05T18:41:00Z'));
  });
});

describe('subscribeToMinutes', () => {
  it('tells at each turn of the minute, and no more once unsubscribed', () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T18:40:30Z') });
    const changed = vi.fn();
    const unsubscribe = subscribeToMinutes(changed);
    vi.advanceTimersByTime(29_999);
    expect(changed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(changed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(changed).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(180_000);
    expect(changed).toHaveBeenCalledTimes(2);
  });
});

/**
 * The gallery's order as the agent changes it, by drag or by keyboard: pure functions the
 * PhotoManager uses, kept apart so they are tested without a browser.
 */

/** The order with `id` taken out and put at `to` (0-based, clamped); the same order if unknown. */
export function moveTo(ids: readonly string[], id: string, to: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const rest = ids.filter((candidate) => candidate !== id);
  const place = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, place), id, ...rest.slice(place)];
}

/**
 * Where a key sends the photo at `index` of `count`: the arrow keys one place (left and up
 * earlier, right and down later), Home first, End last. Undefined for any other key, or when the
 * photo would not move.
 */
export function placeForKey(key: string, index: number, count: number): number | undefined {
  const place =
    key === 'ArrowLeft' || key === 'ArrowUp'
      ? index - 1
      : key === 'ArrowRight' || key === 'ArrowDown'
        ? index + 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? count - 1
            : undefined;
  if (place === undefined || place < 0 || place >= count || place === index) return undefined;
  return place;
}

/** The index of the box a point falls in, or undefined between boxes and outside them all. */
export function boxAt(
  boxes: ReadonlyArray<{ left: number; top: number; right: number; bottom: number }>,
  x: number,
  y: number,
): number | undefined {
  const index = boxes.findIndex((box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom);
  return index < 0 ? undefined : index;
}

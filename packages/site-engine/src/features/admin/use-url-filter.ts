import { useSearchParams } from 'react-router-dom';

/**
 * One filter kept in the URL (`?status=pending`), so a filtered list survives a reload and can be
 * shared: the value, if it is one of `values` (anything else counts as no filter), and its setter
 * ('' removes it).
 */
export function useUrlFilter<T extends string>(
  name: string,
  values: readonly T[],
): [T | undefined, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = values.find((candidate) => candidate === params.get(name));
  const set = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(name, next);
      else updated.delete(name);
      return updated;
    });
  return [value, set];
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Opens one item of a list page from its URL (a quick search hit: `/caisse/tickets?ticket=<id>`): `open` gets the
 * parameters' values when the first one is present, then they leave the URL, so that the same hit chosen again
 * (the page already open) opens it again and a reload does not.
 */
export const useOpenFromUrl = (names: readonly string[], open: (values: Record<string, string>) => void) => {
  const [params, setParams] = useSearchParams();
  const first = params.get(names[0]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the URL names another item, `open` is a fresh closure each render
  useEffect(() => {
    if (!first) return;
    open(Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])));
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const n of names) next.delete(n);
        return next;
      },
      { replace: true },
    );
  }, [first]);
};

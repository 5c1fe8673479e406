import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GlobalLoader, withGlobalLoader } from '../src/ui/globalLoader';
import { renderApp } from './render';

/** A promise settled from the test. */
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const shown = () => screen.queryByLabelText('Chargement') !== null;

describe('global loader', () => {
  it('covers the page while at least one wrapped operation runs, and hands back its result', async () => {
    renderApp(<GlobalLoader />);
    expect(shown()).toBe(false);
    const first = deferred<string>();
    const second = deferred<number>();
    let a!: Promise<string>;
    let b!: Promise<number>;
    await act(async () => {
      a = withGlobalLoader(first.promise);
      b = withGlobalLoader(second.promise);
    });
    expect(shown()).toBe(true);
    await act(async () => first.resolve('clôture'));
    expect(await a).toBe('clôture');
    expect(shown()).toBe(true); // the second still runs
    await act(async () => second.resolve(42));
    expect(await b).toBe(42);
    expect(shown()).toBe(false);
  });

  it('goes away when the operation fails, and passes the failure on', async () => {
    renderApp(<GlobalLoader />);
    const work = deferred<void>();
    let wrapped!: Promise<void>;
    await act(async () => {
      wrapped = withGlobalLoader(work.promise);
    });
    expect(shown()).toBe(true);
    const failure = new Error('refusé');
    await act(async () => {
      work.reject(failure);
      await wrapped.catch(() => undefined);
    });
    await expect(wrapped).rejects.toBe(failure);
    expect(shown()).toBe(false);
  });

  it('shows when asked to, without any operation', () => {
    renderApp(<GlobalLoader visible />);
    expect(shown()).toBe(true);
  });
});

import { LoadingOverlay } from '@mantine/core';
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Global loader (SPEC §4): shown while at least one wrapped operation runs. */
export const withGlobalLoader = async <T,>(work: Promise<T>): Promise<T> => {
  pending += 1;
  emit();
  try {
    return await work;
  } finally {
    pending -= 1;
    emit();
  }
};

export const GlobalLoader = ({ visible = false }: { visible?: boolean }) => {
  const busy = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending > 0,
  );
  return (
    <LoadingOverlay
      visible={visible || busy}
      zIndex={1000}
      pos="fixed"
      overlayProps={{ blur: 1 }}
      loaderProps={{ 'aria-label': 'Chargement' } as never}
    />
  );
};

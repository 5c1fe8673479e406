import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

const SalesChart = lazy(() => import('./SalesChart'));

/** The chart, fetched on first use. */
export const LazyChart = (props: ComponentProps<typeof SalesChart>) => (
  <Suspense fallback={<Skeleton h={260} />}>
    <SalesChart {...props} />
  </Suspense>
);

import { Box, Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from 'react';

const SalesChart = lazy(() => import('./SalesChart'));

/**
 * The chart, fetched and drawn once its place comes near the screen (within 200 px): its first render is
 * the longest task of a dashboard, and on a phone it sits below the figures (issue 24).
 */
export const LazyChart = (props: ComponentProps<typeof SalesChart>) => {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // Its place kept while it waits for the screen: not a skeleton, as nothing is loading (and an endless pulse below
  // the fold would be an animation that never ends).
  const placeholder = <Box h={260} ref={place} />;
  return near ? (
    <Suspense fallback={<Skeleton h={260} />}>
      <SalesChart {...props} />
    </Suspense>
  ) : (
    placeholder
  );
};

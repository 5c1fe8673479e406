import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RealTimeSource } from '../api';

export type StreamState = 'connecting' | 'live' | 'reconnecting';

/**
 * Today's figures, then every push of the server-sent events stream. A stream id serves once, so after a
 * drop the hook asks for a new one (1 s, then up to 30 s apart) instead of letting EventSource retry the old URL.
 */
export const useRealTime = <T>(analytics: RealTimeSource<T>) => {
  const client = useQueryClient();
  const query = useQuery({ queryKey: analytics.keys.realTime, queryFn: ({ signal }) => analytics.realTime(signal) });
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let delay = 1000;
    const connect = async () => {
      try {
        const url = await analytics.openStream();
        if (stopped) return;
        source = new EventSource(url);
        source.addEventListener('sales', (event) => {
          delay = 1000;
          setState('live');
          client.setQueryData<T>(analytics.keys.realTime, JSON.parse((event as MessageEvent<string>).data));
        });
        source.onerror = () => {
          source?.close();
          retry();
        };
      } catch {
        retry();
      }
    };
    const retry = () => {
      if (stopped) return;
      setState('reconnecting');
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 30_000);
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [analytics, client]);
  return { query, state };
};

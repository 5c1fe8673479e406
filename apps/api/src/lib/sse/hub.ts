import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { currentTenants, runWithTenants, tenantsOf } from '../../db/tenant-context';
import type { TenantScope } from '../tenant-scope';
import { ListenHub, type ListenHubOptions } from './listen-hub';
import { restaurantsOf } from './tickets';

const KEEPALIVE_MS = 20_000;
const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
};

export interface PushStream<T> {
  /** The restaurants followed: a notification of one of them on `channel` pushes `data()` again. */
  scope: TenantScope;
  channel: string;
  /** The server-sent event's name (`event: sales`). */
  event: string;
  /** Notifications arriving within this window are one push (a batch of tickets, several restaurants). */
  coalesceMs: number;
  data: () => Promise<T>;
}

/**
 * The server-sent event streams of one API process: each stream is a response kept open, pushed its data at once
 * and again on every PostgreSQL notification of its restaurants (NOTIFY → this process's LISTEN, listen-hub.ts),
 * with a heartbeat that keeps proxies from closing it. Built once by app.ts and handed to the modules.
 */
export class SseHub {
  readonly listen: ListenHub;
  private readonly open = new Set<() => void>();

  constructor(pool: pg.Pool, options?: ListenHubOptions) {
    this.listen = new ListenHub(pool, options);
  }

  /**
   * Answers `req` with a stream. Its reads run in the request's tenant context narrowed to `scope` (row-level
   * security then limits them to the stream's restaurants), also when a notification, not the request, starts them.
   */
  async push<T>(req: FastifyRequest, reply: FastifyReply, o: PushStream<T>) {
    const tenants = currentTenants() === undefined ? undefined : tenantsOf(o.scope);
    const read = () => (tenants === undefined ? o.data() : runWithTenants(tenants, o.data));
    let closed = false;
    let pending: NodeJS.Timeout | null = null;
    const send = async () => {
      try {
        const data = await read();
        if (!closed) reply.raw.write(`event: ${o.event}\ndata: ${JSON.stringify(data)}\n\n`);
      } catch (error) {
        req.log.error({ err: error }, `${o.event} stream: reading its data failed`);
      }
    };
    const later = () => {
      if (closed) return;
      pending ??= setTimeout(() => {
        pending = null;
        void send();
      }, o.coalesceMs);
    };
    const unsubscribes: (() => void)[] = [];
    try {
      for (const key of restaurantsOf(o.scope)) unsubscribes.push(await this.listen.subscribe(o.channel, key, later));
    } catch (error) {
      for (const u of unsubscribes) u();
      throw error;
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, HEADERS);
    const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
    const end = () => {
      if (closed) return;
      closed = true;
      clearInterval(keepalive);
      if (pending) clearTimeout(pending);
      for (const u of unsubscribes) u();
      this.open.delete(end);
      res.end();
    };
    this.open.add(end);
    req.raw.on('close', end);
    res.on('close', end);
    await send();
  }

  /** Ends every open stream: they would hold the server's close (their pages open new ones). */
  endStreams() {
    for (const end of [...this.open]) end();
  }

  get openStreams() {
    return this.open.size;
  }

  async close() {
    this.endStreams();
    await this.listen.close();
  }
}

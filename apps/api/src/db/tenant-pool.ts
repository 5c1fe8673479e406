import pg from 'pg';
import { currentTenants } from './tenant-context';

const tenantsSet = Symbol('fitfit.tenants');
type TaggedClient = pg.PoolClient & { [tenantsSet]?: string };
// biome-ignore lint/suspicious/noExplicitAny: pg's own callback type
type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, release: (release?: any) => void) => void;

/**
 * The pool every repository reads through. Inside a request (tenant-context.ts) a connection is one of the
 * restricted role's, told which restaurants it serves (`fitfit.tenants`, read by the row-level security
 * policies of row-security.ts) before it is handed out — once per change: a connection that served the same
 * restaurants last time costs no extra round trip. Outside any request it is one of the owner's pool, which
 * row-level security does not restrict: the platform's own jobs, seeds and tools.
 * `pg.Pool.query` takes its connection through `connect`, and Drizzle's transactions call `connect`: both pass here.
 */
export class TenantPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    readonly owner: pg.Pool,
  ) {
    super(config);
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise or callback) are matched by the two paths below
  override connect(callback?: ConnectCallback): any {
    const tenants = currentTenants();
    if (tenants === undefined) return callback ? this.owner.connect(callback) : this.owner.connect();
    const connected = super.connect().then(async (client: TaggedClient) => {
      if (client[tenantsSet] !== tenants) {
        try {
          await client.query("select set_config('fitfit.tenants', $1, false)", [tenants]);
        } catch (error) {
          client.release(error as Error);
          throw error;
        }
        client[tenantsSet] = tenants;
      }
      return client;
    });
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (error) => client.release(error)),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }

  override async end() {
    await Promise.all([super.end(), this.owner.end()]);
  }
}

import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';

export interface ModuleDeps {
  db: Db;
  config: Config;
}

/** A business module's single API registration point. */
export interface ApiModule {
  name: string;
  routes(app: FastifyInstance, deps: ModuleDeps): Promise<void> | void;
}

import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Mailer } from '../lib/mailer';
import type { SseHub } from '../lib/sse';
import type { FileStorage } from '../lib/storage/file-storage';

export interface ModuleDeps {
  db: Db;
  config: Config;
  /** Uploaded files: the data folder, or an S3-compatible bucket shared by every instance. */
  storage: FileStorage;
  /** The server-sent event streams and their one LISTEN connection (lib/sse), shared by every module. */
  sse: SseHub;
  /** Outgoing e-mail: the SMTP server, or .eml files in DATA_DIR/mail (lib/mailer), one transport for every module. */
  mailer: Mailer;
}

/** A business module's single API registration point. */
export interface ApiModule {
  name: string;
  routes(app: FastifyInstance, deps: ModuleDeps): Promise<void> | void;
}

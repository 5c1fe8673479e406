import type { Config } from '../config';

/**
 * The product's address as people reach it, for the links e-mails carry (`PUBLIC_URL`, else this server on
 * localhost). Never taken from the request's Host header: a forged one would send a reset link elsewhere.
 */
export const publicUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, path = '/') =>
  new URL(path, config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).toString();

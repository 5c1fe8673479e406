import type { Config } from '../config';

/**
 * The product's address as people reach it, for the links e-mails carry (`PUBLIC_URL`, else this server on
 * localhost). Never taken from the request's Host header: a forged one would send a reset link elsewhere.
 */
export const publicUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, path = '/') =>
  new URL(path, config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).toString();

/**
 * An e-mailed link that carries its single-use token after `#`: a browser never sends the fragment, so the token
 * reaches no server's or proxy's request log and no Referer; the page reads it and posts it.
 */
export const linkWithToken = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, page: string, token: string) =>
  `${publicUrl(config, page)}#token=${token}`;

/** Where secrets could sit in a logged object; pino replaces them before the line is written. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-device-key"]',
  'res.headers["set-cookie"]',
  ...['password', 'password_hash', 'pin', 'pin_hash', 'token', 'token_hash', 'api_key', 'api_key_hash', 'params'].flatMap((k) => [
    k,
    `*.${k}`,
  ]),
];

const SQL_PARAMS = /\nparams:[\s\S]*$/;
/** Fields of a PostgreSQL error that name what failed without carrying the values (unlike `detail`). */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * Errors as logged: type, message, stack frames and the safe PostgreSQL fields, nothing else. A failed
 * Drizzle query puts its parameters (e-mails, password and PIN hashes) in its message and `params`; the
 * driver puts row values in `detail`. None of them reaches the log.
 */
type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

export const serializeError = (err: unknown, depth = 0): SerializedError => {
  if (!(err instanceof Error)) return { type: typeof err, message: typeof err === 'string' ? err : 'valeur non-Error', stack: '' };
  const type = err.constructor?.name ?? 'Error';
  let message = String(err.message).replace(SQL_PARAMS, '');
  // PostgreSQL quotes the refused value in its own message ('invalid input syntax for type uuid: "…"'); the
  // names of constraints, columns and tables stay, any other quoted text is masked.
  if ('severity' in err)
    message = message.replace(/(\b(?:constraint|column|relation|table|index|type|schema) )?"[^"]*"/g, (m, name) =>
      name ? m : '"[masqué]"',
    );
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const out: SerializedError = { type, message, stack: `${type}: ${message}\n${frames}` };
  for (const field of SAFE_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (value !== undefined) out[field] = value;
  }
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
};

/** The one logger configuration: JSON lines, secrets redacted, errors through `serializeError`. */
export const loggerOptions = (level: string, stream?: { write(line: string): void }) => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[masqué]' },
  serializers: { err: serializeError, error: serializeError },
  ...(stream ? { stream } : {}),
});

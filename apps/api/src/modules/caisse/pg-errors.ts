/** The PostgreSQL error under a Drizzle query error, when it is one. */
const pgError = (error: unknown): { code?: string; constraint?: string } | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { code?: unknown; cause?: unknown };
  if (typeof e.code === 'string') return e as { code: string; constraint?: string };
  return e.cause ? pgError(e.cause) : undefined;
};

/** Whether the error is a violation of the named unique index or constraint. */
export const isUniqueViolation = (error: unknown, constraint: string) => {
  const e = pgError(error);
  return e?.code === '23505' && e.constraint === constraint;
};

/** Whether the error is a foreign key violation of the named constraint. */
export const isForeignKeyViolation = (error: unknown, constraint: string) => {
  const e = pgError(error);
  return e?.code === '23503' && e.constraint === constraint;
};

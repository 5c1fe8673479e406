import { conflict, HttpError, notFound, unprocessable } from './http-errors';

/** The PostgreSQL error under a Drizzle/pg query error, when it is one. */
export const pgError = (error: unknown): { code: string; constraint?: string } | undefined => {
  let e = error as { code?: unknown; cause?: unknown; constraint?: string } | undefined;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as { code: string; constraint?: string };
    e = e.cause as typeof e;
  }
  return undefined;
};

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** A parent row deleted while an ON DELETE RESTRICT key still points at it (not 23503). */
export const RESTRICT_VIOLATION = '23001';
export const CHECK_VIOLATION = '23514';
export const NOT_NULL_VIOLATION = '23502';

export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const e = pgError(error);
  return e?.code === UNIQUE_VIOLATION && (!constraint || e.constraint === constraint);
};
export const isForeignKeyViolation = (error: unknown, constraint?: string) => {
  const e = pgError(error);
  return (e?.code === FOREIGN_KEY_VIOLATION || e?.code === RESTRICT_VIOLATION) && (!constraint || e.constraint === constraint);
};

/** What a violated constraint means to a person: the status, the French message and the field it concerns. */
export interface ConstraintMeaning {
  status: 404 | 409 | 422;
  message: string;
  field?: string;
}

/**
 * The one mapping of PostgreSQL constraint errors to API errors. Named constraints get their meaning; the
 * rest get a generic French answer by class: unique → 409, foreign key → 409 on delete/update of a parent
 * ("still used", also when the key is ON DELETE RESTRICT) or 422 on a write that names a missing or foreign
 * row, check and not null → 422. Anything else is returned as it is.
 */
export const toHttpError = (error: unknown, meanings: Record<string, ConstraintMeaning> = {}): unknown => {
  if (error instanceof HttpError) return error;
  const e = pgError(error);
  if (!e) return error;
  const meaning = e.constraint ? meanings[e.constraint] : undefined;
  if (meaning) {
    const fields = meaning.field ? { [meaning.field]: meaning.message } : undefined;
    if (meaning.status === 404) return notFound(meaning.message);
    return meaning.status === 409 ? conflict(meaning.message, fields) : unprocessable(meaning.message, fields);
  }
  switch (e.code) {
    case UNIQUE_VIOLATION:
      return conflict('Cet élément existe déjà');
    case RESTRICT_VIOLATION:
      return conflict('Cet élément est encore utilisé et ne peut pas être supprimé');
    case FOREIGN_KEY_VIOLATION:
      // pg says "update or delete on table …" when a parent still has children, "insert or update …" otherwise.
      return (e as { message?: string }).message?.startsWith('update or delete')
        ? conflict('Cet élément est encore utilisé et ne peut pas être supprimé')
        : unprocessable("Un élément référencé n'existe pas dans ce restaurant");
    case CHECK_VIOLATION:
    case NOT_NULL_VIOLATION:
      return unprocessable('Les données envoyées ne respectent pas les règles de cet élément');
    default:
      return error;
  }
};

/** Runs a write and turns constraint violations into French API errors (see toHttpError). */
export const withConstraints = async <T>(run: () => Promise<T>, meanings: Record<string, ConstraintMeaning> = {}): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw toHttpError(error, meanings);
  }
};

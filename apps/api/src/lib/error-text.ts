/**
 * An error in words, never « undefined »: its message, else its code or name; the errors inside an AggregateError
 * (pg's ECONNREFUSED on ::1 then 127.0.0.1 comes as one, with an empty message); a rejection without a value.
 */
export const errorText = (error: unknown): string => {
  if (error instanceof AggregateError && error.errors.length) return error.errors.map(errorText).join(' ; ');
  if (error instanceof Error) return error.message || (error as { code?: string }).code || error.name;
  if (error === undefined || error === null || error === '') return 'erreur sans message';
  return String(error);
};

import { issuesToFields } from '@fitfit/contracts';
import type { z } from 'zod';
import { ApiError } from './http';

/** Mantine form validation from the same zod schema the server uses (French messages included). */
export const zodValidate =
  <S extends z.ZodType>(schema: S) =>
  (values: unknown) => {
    const result = schema.safeParse(values);
    return result.success ? {} : issuesToFields(result.error.issues);
  };

/** Puts the server's per-field messages on the form; returns whether any field matched. */
export const applyServerErrors = (error: unknown, setFieldError: (field: string, message: string) => void) => {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fields);
  for (const [field, message] of entries) setFieldError(field, message);
  return entries.length > 0;
};

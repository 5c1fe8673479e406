import { dayjs } from '../../lib/dates';

/**
 * A `datetime-local` field's value (`YYYY-MM-DDTHH:mm`) read and written in a given timezone — the restaurant's, Paris
 * for the platform's team — not the device's: « Publier le 01/06 à 08:00 » is 8 h in the restaurant wherever one types.
 */
export const zonedInput = (iso: string | null, tz: string) => (iso ? dayjs(iso).tz(tz).format('YYYY-MM-DDTHH:mm') : '');
export const zonedInstant = (value: string, tz: string) => (value ? dayjs.tz(value, tz).toISOString() : null);

/** « heure de Paris », « heure de Reunion »: which clock the dates are read on. */
export const zoneLabel = (tz: string) => `heure de ${(tz.split('/').pop() ?? tz).replaceAll('_', ' ')}`;

import type { HaccpKind, NonConformity } from '@fitfit/contracts';

// The register of a period as its files (PDF, zip) read it: built by service.ts, drawn by pdf.ts.

/** One line of the register, as the inspector reads it (French, restaurant's timezone). */
export interface RegisterLine {
  id: string;
  kind: HaccpKind;
  at: string;
  summary: string;
  compliant: boolean;
  deviation: string | null;
  corrective_action: string | null;
  comment: string | null;
  signed_by: string | null;
  version: number;
  correction_reason: string | null;
  superseded: boolean;
  photos: string[];
}
export interface Register {
  restaurant: string;
  timezone: string;
  from: string;
  to: string;
  lines: RegisterLine[];
  nonConformities: NonConformity[];
}

/** « 27/11/2026 14:05 » on the restaurant's clock. */
export const frDateTime = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(at));

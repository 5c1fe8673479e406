import { describe, expect, test } from 'vitest';
import { zonedInput, zonedInstant, zoneLabel } from '../src/modules/intranet/zonedInput';

/** The announcement editor's « Publier le » / « Expire le »: the restaurant's clock, whatever the device's. */
describe('intranet editor dates', () => {
  test('a time typed is read in the restaurant timezone, not the device’s', () => {
    expect(zonedInstant('2026-06-01T08:00', 'Europe/Paris')).toBe('2026-06-01T06:00:00.000Z');
    expect(zonedInstant('2026-06-01T08:00', 'Indian/Reunion')).toBe('2026-06-01T04:00:00.000Z');
    expect(zonedInstant('', 'Europe/Paris')).toBeNull();
  });
  test('an instant is shown on the restaurant’s clock and back again', () => {
    expect(zonedInput('2026-11-27T13:02:00.000Z', 'Europe/Paris')).toBe('2026-11-27T14:02');
    expect(zonedInput('2026-11-27T13:02:00.000Z', 'America/Martinique')).toBe('2026-11-27T09:02');
    expect(zonedInstant(zonedInput('2026-03-29T01:30:00.000Z', 'Europe/Paris'), 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInput(null, 'Europe/Paris')).toBe('');
    expect(zoneLabel('America/Port_of_Spain')).toBe('heure de Port of Spain');
  });
});

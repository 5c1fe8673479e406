import { describe, expect, it } from 'vitest';
import {
  caisseRoleInputSchema,
  issuesToFields,
  posPermissionLabels,
  posPermissions,
  posUserCreateSchema,
  posUserUpdateSchema,
} from '../src';

const fields = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : issuesToFields(result.error?.issues ?? []);

describe('caisse team contracts', () => {
  it('labels every permission in French', () => {
    for (const p of posPermissions) expect(posPermissionLabels[p]).toMatch(/\S/);
    expect(Object.keys(posPermissionLabels).sort()).toEqual([...posPermissions].sort());
  });

  it('accepts a PIN of 4 to 6 digits only, with a French message', () => {
    const base = { first_name: 'Léa', last_name: 'Martin', role_id: '6f1c1a7e-3b0e-4d55-9a43-2a4d0b6f9c10' };
    for (const pin of ['0000', '12345', '987654']) expect(posUserCreateSchema.safeParse({ ...base, pin }).success, pin).toBe(true);
    for (const pin of ['123', '1234567', 'abcd', '12 34', '١٢٣٤']) {
      expect(fields(posUserCreateSchema.safeParse({ ...base, pin })).pin, pin).toBe('Le code PIN doit contenir 4 à 6 chiffres');
    }
    expect(fields(posUserCreateSchema.safeParse(base)).pin).toBe('Le champ code PIN est obligatoire');
  });

  it('keeps the PIN out of the edit body and defaults a new user to active', () => {
    const base = { first_name: 'Léa', last_name: 'Martin', role_id: '6f1c1a7e-3b0e-4d55-9a43-2a4d0b6f9c10' };
    expect(posUserUpdateSchema.safeParse({ ...base, pin: '1234' }).success).toBe(false);
    expect(posUserCreateSchema.parse({ ...base, pin: '1234' }).active).toBe(true);
  });

  it('requires a role name and known permissions', () => {
    expect(fields(caisseRoleInputSchema.safeParse({ name: ' ', permissions: [] })).name).toBe('Le champ nom est obligatoire');
    expect(caisseRoleInputSchema.safeParse({ name: 'Serveur', permissions: ['discount', 'offer'] }).success).toBe(true);
    expect(caisseRoleInputSchema.safeParse({ name: 'Serveur', permissions: ['voler'] }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectLabels, fieldLabels, issuesToFields, plural } from '../src';

const fieldsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return issuesToFields(result.error.issues);
};

describe('French counts and messages', () => {
  it('plural: 0 and 1 singular, 2 and more plural, thousands grouped', () => {
    expect(plural(0, 'produit', 'produits')).toBe('0 produit');
    expect(plural(1, 'produit', 'produits')).toBe('1 produit');
    expect(plural(2, 'produit', 'produits')).toBe('2 produits');
    expect(plural(1_000_000, 'élément', 'éléments')).toBe('1\u202f000\u202f000 éléments');
  });

  it('an empty select is a missing choice; a malformed identifier is still named as such', () => {
    const schema = z.object({ role_id: z.uuid() });
    expect(fieldsOf(schema, { role_id: '' })).toEqual({ role_id: 'Le champ rôle est obligatoire' });
    expect(fieldsOf(schema, { role_id: 'x' })).toEqual({ role_id: 'Le champ rôle doit être un identifiant valide' });
  });

  it('array bounds and unknown keys read as French sentences', () => {
    expect(fieldsOf(z.object({ steps: z.array(z.string()).min(1) }), { steps: [] })).toEqual({
      steps: 'Le champ étapes doit contenir au moins 1 élément',
    });
    expect(fieldsOf(z.object({ steps: z.array(z.string()).max(2) }), { steps: ['a', 'b', 'c'] })).toEqual({
      steps: 'Le champ étapes doit contenir au plus 2 éléments',
    });
  });

  it('labels come from each module, declared beside its schemas: the messages name them, a contradiction stops', () => {
    expect(fieldsOf(z.object({ temperature_c: z.number(), package_label: z.string().min(1) }), { package_label: '' })).toEqual({
      temperature_c: 'Le champ température est obligatoire',
      package_label: 'Le champ conditionnement est obligatoire',
    });
    expect(fieldLabels.email).toBe('e-mail');
    expect(collectLabels({ name: 'nom' }, { name: 'nom', lot: 'lot' })).toEqual({ name: 'nom', lot: 'lot' });
    expect(() => collectLabels({ name: 'nom' }, { name: 'intitulé' })).toThrow('Libellé du champ name déclaré deux fois');
  });
});

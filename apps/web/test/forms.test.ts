import { z } from 'zod';
import '@fitfit/contracts/errors';
import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors, zodValidate } from '../src/lib/forms';
import { ApiError } from '../src/lib/http';

const product = z.object({
  name: z.string().min(1),
  price: z.number().int().min(0),
  options: z.array(z.object({ label: z.string().min(1) })),
});

describe('zodValidate', () => {
  it('says nothing for valid values', () => {
    expect(zodValidate(product)({ name: 'Tartare', price: 1250, options: [] })).toEqual({});
  });

  it('puts one French message on each wrong field, nested fields by their dotted path', () => {
    const errors = zodValidate(product)({ name: '', price: -1, options: [{ label: 'ok' }, { label: '' }] });
    expect(Object.keys(errors).sort()).toEqual(['name', 'options.1.label', 'price']);
    for (const message of Object.values(errors)) {
      expect(message).toMatch(/^Le champ /);
      expect(message).not.toMatch(/Invalid|Too small|expected/i);
    }
  });
});

describe('applyServerErrors', () => {
  it('puts the server’s per-field messages on the form and says it did', () => {
    const setFieldError = vi.fn();
    const error = new ApiError('Le formulaire contient des erreurs', 400, 'validation_error', {
      name: 'Ce nom est déjà pris',
      'options.0.label': 'Le champ libellé est requis',
    });
    expect(applyServerErrors(error, setFieldError)).toBe(true);
    expect(setFieldError.mock.calls).toEqual([
      ['name', 'Ce nom est déjà pris'],
      ['options.0.label', 'Le champ libellé est requis'],
    ]);
  });

  it('says false, touching no field, for a refusal without fields or an error that is not the API’s', () => {
    const setFieldError = vi.fn();
    expect(applyServerErrors(new ApiError('Accès refusé', 403, 'forbidden'), setFieldError)).toBe(false);
    expect(applyServerErrors(new Error('réseau'), setFieldError)).toBe(false);
    expect(setFieldError).not.toHaveBeenCalled();
  });
});

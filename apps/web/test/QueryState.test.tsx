import { GENERIC_ERROR_MESSAGE } from '@fitfit/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/http';
import { QueryState } from '../src/ui/QueryState';
import { renderApp } from './render';

const state = (over: Partial<{ isLoading: boolean; isError: boolean; error: unknown }>) => ({
  isLoading: false,
  isError: false,
  error: null,
  ...over,
});

describe('QueryState', () => {
  it('shows a loader named « Chargement » and not the content while loading', () => {
    renderApp(<QueryState query={state({ isLoading: true })}>Contenu</QueryState>);
    expect(screen.getByLabelText('Chargement')).toBeTruthy();
    expect(screen.queryByText('Contenu')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s French message in an alert on an API refusal', () => {
    renderApp(
      <QueryState query={state({ isError: true, error: new ApiError('Produit introuvable', 404, 'not_found') })}>Contenu</QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Produit introuvable');
    expect(screen.queryByText('Contenu')).toBeNull();
  });

  it('shows the generic French message for any other failure, never the technical one', () => {
    renderApp(<QueryState query={state({ isError: true, error: new TypeError('Failed to fetch') })}>Contenu</QueryState>);
    expect(screen.getByRole('alert').textContent).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('shows the content once loaded, even empty', () => {
    const { container } = renderApp(<QueryState query={state({})}>Contenu</QueryState>);
    expect(screen.getByText('Contenu')).toBeTruthy();
    expect(screen.queryByLabelText('Chargement')).toBeNull();
    renderApp(<QueryState query={state({})}>{null}</QueryState>);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});

import { PREVIEW_ERROR_MESSAGE } from '@fitfit/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImagePreview } from '../src/ui/ImagePreview';
import { renderApp } from './render';

describe('ImagePreview', () => {
  it('shows nothing without an image, the image in a dialog with one', () => {
    const { rerender } = renderApp(<ImagePreview src={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<ImagePreview src="/photos/frigo.png" title="Relevé du frigo" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Relevé du frigo' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Relevé du frigo' }).getAttribute('src')).toBe('/photos/frigo.png');
  });

  it('says in French that a broken image cannot be shown, and shows the next image again', async () => {
    const { rerender } = renderApp(<ImagePreview src="/photos/perdue.png" onClose={() => {}} />);
    await act(async () => fireEvent.error(screen.getByRole('img', { name: 'Aperçu' })));
    expect(screen.getByText(PREVIEW_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<ImagePreview src="/photos/frigo.png" onClose={() => {}} />);
    expect(screen.getByRole('img', { name: 'Aperçu' })).toBeTruthy();
    expect(screen.queryByText(PREVIEW_ERROR_MESSAGE)).toBeNull();
  });

  it('closes with Escape', async () => {
    const onClose = vi.fn();
    renderApp(<ImagePreview src="/photos/frigo.png" onClose={onClose} />);
    await act(async () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFilePicker } from '../src/ui/useFilePicker';

const Picker = ({ onPick, multiple, accept }: { onPick(files: File[]): void; multiple?: boolean; accept?: string }) => {
  const picker = useFilePicker({ onPick, multiple, accept });
  return (
    <>
      <button type="button" onClick={picker.open}>
        Choisir des photos
      </button>
      {picker.element}
    </>
  );
};

const input = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;
/** What the system dialog does when files are chosen: sets the input's files and fires change. */
const choose = (element: HTMLInputElement, files: File[]) =>
  act(async () => {
    Object.defineProperty(element, 'files', { value: files, configurable: true });
    fireEvent.change(element);
  });

describe('useFilePicker', () => {
  it('open() shows the system dialog of a hidden input, kept out of the tab order and of screen readers', async () => {
    const { container, getByRole } = render(<Picker onPick={() => {}} accept="image/png,image/jpeg" multiple />);
    const element = input(container);
    expect(element.hidden).toBe(true);
    expect(element.tabIndex).toBe(-1);
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.accept).toBe('image/png,image/jpeg');
    expect(element.multiple).toBe(true);
    const click = vi.spyOn(element, 'click');
    await act(async () => fireEvent.click(getByRole('button', { name: 'Choisir des photos' })));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('hands the chosen files over, and the same file can be chosen again', async () => {
    const onPick = vi.fn();
    const { container } = render(<Picker onPick={onPick} />);
    const element = input(container);
    expect(element.multiple).toBe(false);
    const photo = new File(['png'], 'frigo.png', { type: 'image/png' });
    await choose(element, [photo]);
    expect(onPick).toHaveBeenCalledWith([photo]);
    // emptied, so that choosing frigo.png again fires change again
    expect(element.value).toBe('');
  });

  it('a dialog closed without a choice hands nothing over', async () => {
    const onPick = vi.fn();
    const { container } = render(<Picker onPick={onPick} />);
    await choose(input(container), []);
    expect(onPick).not.toHaveBeenCalled();
  });
});

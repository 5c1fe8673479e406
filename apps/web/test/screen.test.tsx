import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScreenSize } from '../src/ui/screen';

/** A window `width` px wide, as media queries see it. */
const windowOf = (width: number) => {
  window.matchMedia = (query: string) => {
    const max = Number(/max-width: ([\d.]+)px/.exec(query)?.[1]);
    return { matches: width <= max, media: query, addEventListener() {}, removeEventListener() {} } as never;
  };
};

describe('useScreenSize', () => {
  it('sm under 768 px, md under 1460 px, lg from 1460 px', () => {
    const sizeAt = (width: number) => {
      windowOf(width);
      return renderHook(() => useScreenSize()).result.current;
    };
    expect(sizeAt(375)).toBe('sm');
    expect(sizeAt(767)).toBe('sm');
    expect(sizeAt(768)).toBe('md');
    expect(sizeAt(1459)).toBe('md');
    expect(sizeAt(1460)).toBe('lg');
    expect(sizeAt(1920)).toBe('lg');
  });
});

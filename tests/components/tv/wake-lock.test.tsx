import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from '@/client/features/tv/use-wake-lock';

function Screen() {
  useWakeLock();
  return null;
}

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('the screen wake lock', () => {
  it('is asked for at once, again each time the page is visible after the browser let it go, and released on leaving', async () => {
    const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
    const request = vi.fn(async () => {
      const sentinel = { released: false, release: vi.fn(async () => void (sentinel.released = true)) };
      sentinels.push(sentinel);
      return sentinel;
    });
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    const view = render(<Screen />);
    await act(async () => undefined);
    expect(request).toHaveBeenCalledWith('screen');
    expect(request).toHaveBeenCalledTimes(1);

    // Hidden, the browser releases the lock; visible again, it is asked for again.
    await act(async () => {
      sentinels[0]!.released = true;
      setVisibility('hidden');
    });
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(2);
    // Still held: another visibility change asks for nothing.
    await act(async () => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(2);

    view.unmount();
    expect(sentinels[1]!.release).toHaveBeenCalled();
  });

  it('is left alone where the browser has no such API, or refuses', async () => {
    expect(() => render(<Screen />)).not.toThrow();
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request: vi.fn(() => Promise.reject(new Error('NotAllowedError'))) } });
    render(<Screen />);
    await act(async () => undefined);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, afterPaintWhenIdle, savesData } from '../../../../react-core/core/layout/idle';

const withConnection = (connection: object | undefined) => ({ connection }) as unknown as Navigator;

describe('idle work and the user’s data', () => {
  it('savesData: Save-Data on, or a 2G-like link; otherwise (or without the API) not', () => {
    expect(savesData(withConnection({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(savesData(withConnection({ saveData: false, effectiveType: '2g' }))).toBe(true);
    expect(savesData(withConnection({ effectiveType: 'slow-2g' }))).toBe(true);
    expect(savesData(withConnection({ saveData: false, effectiveType: '3g' }))).toBe(false);
    expect(savesData(withConnection(undefined))).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });

  describe('afterPaintWhenIdle', () => {
    const visibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    afterEach(() => {
      visibility('visible');
      vi.useRealTimers();
    });

    it('waits while the page is hidden, and runs once it shows', async () => {
      vi.useFakeTimers();
      vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 1));
      vi.stubGlobal('cancelIdleCallback', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
      visibility('hidden');
      const task = vi.fn();
      afterPaintWhenIdle(task);
      await vi.advanceTimersByTimeAsync(5000);
      expect(task).not.toHaveBeenCalled();
      visibility('visible');
      await vi.advanceTimersByTimeAsync(10);
      expect(task).toHaveBeenCalledOnce();
      vi.unstubAllGlobals();
    });

    it('where the browser has no idle callbacks (Safari), or only one of the two, runs after the fallback timer', async () => {
      vi.useFakeTimers();
      vi.stubGlobal('requestIdleCallback', () => 0);
      vi.stubGlobal('cancelIdleCallback', undefined);
      const task = vi.fn();
      afterPaintWhenIdle(task);
      await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS - 1);
      expect(task).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(task).toHaveBeenCalledOnce();
      vi.unstubAllGlobals();
    });

    it('a cancel before the idle period: never runs', async () => {
      vi.useFakeTimers();
      vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 50));
      vi.stubGlobal('cancelIdleCallback', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
      const task = vi.fn();
      const cancel = afterPaintWhenIdle(task);
      cancel();
      await vi.advanceTimersByTimeAsync(1000);
      expect(task).not.toHaveBeenCalled();
      vi.unstubAllGlobals();
    });
  });
});

import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from './personal-centre.rules';

/**
 * Writes text to the clipboard. The async Clipboard API needs a secure context and a focused
 * document; where it is missing or refused, a selected off-screen textarea and execCommand still
 * work in every browser we support. Focus goes back to `returnFocus` (the copy button), which
 * the fallback moved.
 */
export async function writeClipboard(text: string, returnFocus?: HTMLElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall back below */
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;inset-block-start:0;inset-inline-start:-9999px;opacity:0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    returnFocus?.focus();
    return ok;
  } catch {
    return false;
  }
}

/** 'Copied successfully' for COPY_FEEDBACK_MS after a copy (spec §4, §9); a new copy restarts it. */
export function useCopyFeedback(ms = COPY_FEEDBACK_MS): { copied: boolean; copy: (text: string, returnFocus?: HTMLElement | null) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string, returnFocus?: HTMLElement | null) => {
      if (!(await writeClipboard(text, returnFocus))) return;
      clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), ms);
    },
    [ms],
  );
  return { copied, copy };
}

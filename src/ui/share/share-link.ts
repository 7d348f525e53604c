// Share links: the hand travels in the URL fragment (#/h/<code>), so no server ever sees it.
import { encodeShareCode } from '../../core/share-code';
import type { HandInput } from '../../core/types';

/** The app's own address, without any fragment: where a shared link must lead. */
export function appAddress(location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}`;
}

export function shareLink(hand: HandInput, base = appAddress()): string {
  return `${base}#/h/${encodeShareCode(hand)}`;
}

export type ShareOutcome = 'shared' | 'copied' | 'shown';

/**
 * Offers the link the way the phone does it best: the system share sheet where there is one,
 * else the clipboard. Either way the caller shows the link too, so "shown" is never a failure.
 */
export async function offerLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      // The player closed the share sheet, or it refused: the link stays on screen to copy.
      if (error instanceof DOMException && error.name === 'AbortError') return 'shown';
    }
  }
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(url);
      return 'copied';
    } catch (error) {
      // Clipboard access can be refused (no permission, no focus); the text box still has the link.
      console.warn('Could not copy the link:', error);
    }
  }
  return 'shown';
}

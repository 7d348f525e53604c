// The share of a scored hand, kept by the score screen: offered on a tap, and the link (with how it
// went) for the hand it was made for. The buttons and the link's box load after the first screen
// (SharePanel.tsx); this state stays with the screen so that the link outlives their loading.
import { useState } from 'react';
import type { HandInput } from '../../core/types';
import type { ShareOutcome } from './share-link';

/** The share of a hand: offered on a tap, and the link (with how it went) for the hand it was made for. */
export function useShareLink(title: string): {
  share: (hand: HandInput) => Promise<void>;
  shared: { hand: HandInput; link: string; outcome: ShareOutcome | null } | null;
} {
  const [shared, setShared] = useState<{
    hand: HandInput;
    link: string;
    outcome: ShareOutcome | null;
  } | null>(null);
  const share = async (hand: HandInput): Promise<void> => {
    // The encoder loads on the first share, keeping the first screen small.
    const { offerLink, shareLink } = await import('./share-link');
    const url = shareLink(hand);
    setShared({ hand, link: url, outcome: null });
    const outcome = await offerLink(url, title);
    setShared((now) => (now?.link === url ? { ...now, outcome } : now));
  };
  return { share, shared };
}

// Every tile the table plays, as buttons: tap to add to the hand (or to declare a set, or to the bonus tray).
import { memo } from 'react';
import { PROFILE_SETTINGS } from '../../core/options';
import { BONUS_TOKENS, TILE_TOKENS, tokenName } from '../../core/tiles';
import type { ProfileId } from '../../core/types';
import { TileFace } from '../../ui/tiles/TileFace';
import { copiesLeft, useDraft } from '../../state/draft-store';

const ROWS: readonly { label: string; tokens: readonly string[] }[] = [
  { label: 'Characters', tokens: TILE_TOKENS.slice(0, 9) },
  { label: 'Bamboo', tokens: TILE_TOKENS.slice(9, 18) },
  { label: 'Dots', tokens: TILE_TOKENS.slice(18, 27) },
  { label: 'Winds and dragons', tokens: TILE_TOKENS.slice(27) },
];

interface PaletteProps {
  profile: ProfileId;
  /** What a tap on a playing tile does now, for the heading: "Tap a tile to add it to the hand". */
  hint: string;
}

// Each button watches only its own count, so a tap re-renders the tiles it changed, not all 46.
const PaletteButton = memo(function PaletteButton({ token }: { token: string }) {
  const left = useDraft((s) => copiesLeft(s, token));
  const onTap = useDraft((s) => s.tapPalette);
  const usedUp = left <= 0;
  return (
    <button
      type="button"
      data-tile={token}
      aria-label={tokenName(token)}
      aria-disabled={usedUp || undefined}
      title={usedUp ? `${tokenName(token)}: all used` : `${tokenName(token)}: ${left} left`}
      onClick={() => onTap(token)}
      className={`block w-full touch-manipulation rounded-[5px] transition-transform focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 motion-safe:active:scale-95 ${usedUp ? 'opacity-30 grayscale' : ''}`}
    >
      <TileFace token={token} className="block h-auto w-full" />
    </button>
  );
});

export const TilePalette = memo(function TilePalette({ profile, hint }: PaletteProps) {
  const bonus = PROFILE_SETTINGS[profile].animals === 'invalid' ? BONUS_TOKENS.slice(0, 8) : BONUS_TOKENS;
  return (
    <section aria-labelledby="palette-heading" className="space-y-1.5 [contain:content]">
      <h2 id="palette-heading" className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300">
        {hint}
      </h2>
      {ROWS.map((row) => (
        <div key={row.label} role="group" aria-label={row.label} className="grid grid-cols-9 gap-1">
          {row.tokens.map((token) => <PaletteButton key={token} token={token} />)}
        </div>
      ))}
      <div role="group" aria-label="Flowers and seasons" className="grid grid-cols-9 gap-1 pt-1">
        {bonus.slice(0, 8).map((token) => <PaletteButton key={token} token={token} />)}
      </div>
      {bonus.length > 8 && (
        <div role="group" aria-label="Animals" className="grid grid-cols-9 gap-1">
          {bonus.slice(8).map((token) => <PaletteButton key={token} token={token} />)}
        </div>
      )}
    </section>
  );
});

// Every tile the table plays, as buttons: tap to add to the hand (or to declare a set, or to the
// bonus tray). Each tile shows how many copies are already in the hand; the seat's own flower and
// season are marked. One Tab stop for the whole grid: the arrow keys move between tiles (a roving
// tabindex), so the keyboard reaches Win by and the rest without forty Tab presses.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo, useRef, type KeyboardEvent } from 'react';
import { PROFILE_SETTINGS } from '../../core/profile-settings';
import { BONUS_TOKENS, TILE_TOKENS } from '../../core/tiles';
import type { ProfileId } from '../../core/types';
import { tileNameIn } from '../../ui/tile-names';
import { TileFace } from '../../ui/tiles/TileFace';
import { copiesLeft, copiesUsed, useDraft, type Wind } from '../../state/draft-store';

/** Rows of the grid: a landscape phone lays two of them side by side. */
const ROWS: readonly { key: string; label: MessageDescriptor; tokens: readonly string[] }[] = [
  { key: 'c', label: msg`Characters`, tokens: TILE_TOKENS.slice(0, 9) },
  { key: 'b', label: msg`Bamboo`, tokens: TILE_TOKENS.slice(9, 18) },
  { key: 'd', label: msg`Dots`, tokens: TILE_TOKENS.slice(18, 27) },
  { key: 'h', label: msg`Winds and dragons`, tokens: TILE_TOKENS.slice(27) },
];

const SEAT_NUMBER: Record<Wind, number> = { E: 1, S: 2, W: 3, N: 4 };

/** The seat's own flower and season: Flower 1 and Season 1 for East, 2 for South, and so on. */
export function seatBonusTiles(seat: Wind): readonly [string, string] {
  return [`F${SEAT_NUMBER[seat]}`, `S${SEAT_NUMBER[seat]}`];
}

interface PaletteProps {
  profile: ProfileId;
  /** The seat wind the hand is scored with, for marking its flower and season. */
  seat: Wind;
  /** What a tap on a playing tile does now: "Tap a tile to add it to the hand". */
  hint: string;
}

const isBonus = (token: string): boolean => token.length > 2 || /^[FS]\d$/.test(token);

// Each button watches only its own count, so a tap re-renders the tiles it changed, not all 46.
// A bonus tile is a toggle: each is in the hand or not, and the palette's bonus row is where the
// hand's bonus tiles are seen (`data-bonus-tile`, marked ✓) and taken out, at the palette's size.
const PaletteButton = memo(function PaletteButton({
  token,
  own,
  first,
}: {
  token: string;
  own: boolean;
  first: boolean;
}) {
  const left = useDraft((s) => copiesLeft(s, token));
  const bonus = isBonus(token);
  const used = useDraft((s) => (bonus ? 0 : copiesUsed(s, token)));
  const onTap = useDraft((s) => s.tapPalette);
  const takeOut = useDraft((s) => s.removeBonus);
  const held = bonus && left <= 0;
  const usedUp = !bonus && left <= 0;
  const { i18n } = useLingui();
  const name = tileNameIn(i18n, token);
  const more = paletteDescription(i18n, own, used);
  return (
    <button
      type="button"
      data-tile={token}
      data-bonus-tile={held ? token : undefined}
      tabIndex={first ? 0 : -1}
      aria-label={name}
      aria-description={more}
      aria-pressed={bonus ? held : undefined}
      aria-disabled={usedUp || undefined}
      title={paletteTitle(i18n, name, usedUp, held, left)}
      onClick={() => (held ? takeOut(token) : onTap(token))}
      className={`palette-tile${usedUp ? ' opacity-30 grayscale' : ''}${held ? ' ring-2 ring-rose-600 dark:ring-rose-400' : ''}`}
    >
      <TileFace token={token} />
      {(used > 0 || held) && (
        <span
          aria-hidden="true"
          className="absolute right-0 top-0 min-w-[0.95rem] rounded-full twocol:min-w-[0.7rem] twocol:text-[0.5rem] twocol:leading-[0.7rem] bg-emerald-800 px-0.5 text-center text-[0.6rem] font-bold leading-[0.95rem] text-white ring-1 ring-white dark:bg-emerald-300 dark:text-black dark:ring-stone-900"
        >
          {held ? '✓' : used}
        </span>
      )}
      {own && (
        <span
          aria-hidden="true"
          className="absolute left-0 top-0 rounded-full bg-amber-400 px-0.5 text-[0.6rem] font-bold leading-[0.95rem] twocol:text-[0.5rem] twocol:leading-[0.7rem] text-black ring-1 ring-white dark:ring-stone-900"
        >
          ★
        </span>
      )}
    </button>
  );
});

/** What a screen reader adds to a tile's name: "your seat’s own", "2 in the hand". */
function paletteDescription(i18n: I18n, own: boolean, used: number): string | undefined {
  if (own && used > 0) return i18n._(msg`your seat’s own, ${used} in the hand`);
  if (own) return i18n._(msg`your seat’s own`);
  if (used > 0) return i18n._(msg`${used} in the hand`);
  return undefined;
}

/** The tooltip: how many of the tile are left, or that a bonus tile is in the hand. */
function paletteTitle(i18n: I18n, name: string, usedUp: boolean, held: boolean, left: number): string {
  if (usedUp) return i18n._(msg`${name}: all used`);
  if (held) return i18n._(msg`${name}: in the hand (tap to take it out)`);
  return i18n._(msg`${name}: ${left} left`);
}

/** Arrow keys move the focus in the grid; Home and End go to the first and last tile. */
function moveFocus(event: KeyboardEvent<HTMLElement>, root: HTMLElement): void {
  const tiles = [...root.querySelectorAll<HTMLButtonElement>('button[data-tile]')];
  const from = tiles.indexOf(event.target as HTMLButtonElement);
  if (from < 0) return;
  let to: number;
  switch (event.key) {
    case 'ArrowRight':
      to = from + 1;
      break;
    case 'ArrowLeft':
      to = from - 1;
      break;
    case 'ArrowDown':
    case 'ArrowUp': {
      // Up and down keep the column: the tile at the same x in the next row above or below.
      const here = tiles[from]!.getBoundingClientRect();
      const rows = tiles.filter((t) => {
        const r = t.getBoundingClientRect();
        return event.key === 'ArrowDown' ? r.top > here.bottom - 2 : r.bottom < here.top + 2;
      });
      if (rows.length === 0) return;
      const rowTop =
        event.key === 'ArrowDown'
          ? Math.min(...rows.map((t) => t.getBoundingClientRect().top))
          : Math.max(...rows.map((t) => t.getBoundingClientRect().top));
      const row = rows.filter((t) => Math.abs(t.getBoundingClientRect().top - rowTop) < 2);
      const centre = here.left + here.width / 2;
      const nearest = row.reduce((best, t) => {
        const d = Math.abs(t.getBoundingClientRect().left + t.getBoundingClientRect().width / 2 - centre);
        const b = Math.abs(
          best.getBoundingClientRect().left + best.getBoundingClientRect().width / 2 - centre,
        );
        return d < b ? t : best;
      });
      to = tiles.indexOf(nearest);
      break;
    }
    case 'Home':
      to = 0;
      break;
    case 'End':
      to = tiles.length - 1;
      break;
    default:
      return;
  }
  event.preventDefault();
  const next = tiles[Math.max(0, Math.min(tiles.length - 1, to))]!;
  for (const t of tiles) t.tabIndex = t === next ? 0 : -1;
  next.focus();
}

export const TilePalette = memo(function TilePalette({ profile, seat, hint }: PaletteProps) {
  const root = useRef<HTMLElement>(null);
  // A table without animals shows none, unless the hand holds one (from another table), so it can be taken out.
  const holdsAnimal = useDraft((s) => s.bonus.some((t) => BONUS_TOKENS.indexOf(t) >= 8));
  const bonus =
    PROFILE_SETTINGS[profile].animals === 'invalid' && !holdsAnimal ? BONUS_TOKENS.slice(0, 8) : BONUS_TOKENS;
  const own = new Set(seatBonusTiles(seat));
  const { t, i18n } = useLingui();
  return (
    <section
      ref={root}
      aria-labelledby="palette-heading"
      onKeyDown={(event) => root.current && moveFocus(event, root.current)}
      // A tile that takes focus by a tap or a click becomes the grid's one Tab stop.
      onFocus={(event) => {
        const target = event.target as HTMLElement;
        if (!target.dataset.tile || !root.current) return;
        for (const t of root.current.querySelectorAll<HTMLButtonElement>('button[data-tile]'))
          t.tabIndex = t === target ? 0 : -1;
      }}
      className="[contain:content]"
    >
      <h2 id="palette-heading" className="sr-only">
        {hint}
      </h2>
      <div className="mx-auto grid max-w-[22.5rem] gap-[3px] twocol:max-w-none twocol:grid-cols-2 twocol:gap-x-2 twocol:gap-y-1">
        {ROWS.map((row, r) => (
          <div
            key={row.key}
            role="group"
            aria-label={i18n._(row.label)}
            className="grid grid-cols-9 gap-[3px] twocol:gap-0.5"
          >
            {row.tokens.map((token, i) => (
              <PaletteButton key={token} token={token} own={false} first={r === 0 && i === 0} />
            ))}
          </div>
        ))}
        <div
          role="group"
          aria-label={t`Flowers, seasons and animals`}
          className="grid grid-cols-12 gap-[3px] pt-0.5 twocol:col-span-2 twocol:grid-cols-18 twocol:gap-0.5 twocol:pt-0"
        >
          {bonus.slice(0, 8).map((token) => (
            <PaletteButton key={token} token={token} own={own.has(token)} first={false} />
          ))}
          {bonus.length > 8 &&
            bonus
              .slice(8)
              .map((token) => <PaletteButton key={token} token={token} own={false} first={false} />)}
        </div>
      </div>
    </section>
  );
});

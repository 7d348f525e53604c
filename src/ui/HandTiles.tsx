// A hand drawn with the app's tiles, read-only: concealed tiles (sorted, the winning tile ringed),
// declared sets and bonus tiles. For shared hands, rule examples and the ledger.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { canonicalToken, sortTokens } from '../core/tiles';
import type { HandInput } from '../core/types';
import { tileNameIn } from './tile-names';
import { TileFace } from './tiles/TileFace';

const DECLARED = {
  chow: msg`Declared chow`,
  pong: msg`Declared pong`,
  kong: msg`Declared kong`,
  concealed_kong: msg`Declared concealed kong`,
} as const;

function Row({
  tokens,
  label,
  winning,
  small,
}: {
  tokens: readonly string[];
  label: string;
  winning?: string;
  small?: boolean;
}) {
  const winAt = winning ? tokens.lastIndexOf(winning) : -1;
  const { t, i18n } = useLingui();
  const widthClassName = small ? 'w-6' : 'w-[calc((100%-26px)/14)] max-w-[2.75rem]';
  return (
    <ul aria-label={label} className="flex flex-wrap gap-[2px]">
      {tokens.map((token, i) => (
        <li
          key={`${token}-${i}`}
          className={`relative ${widthClassName} ${i === winAt ? 'rounded-[4px] ring-2 ring-amber-500' : ''}`}
        >
          <TileFace token={token} />
          <span className="sr-only">
            {tileNameIn(i18n, token)}
            {i === winAt ? t`, winning tile` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function HandTiles({ hand, small }: { hand: HandInput; small?: boolean }) {
  const concealed = sortTokens(hand.hand);
  const { t, i18n } = useLingui();
  const winning = canonicalToken(hand.winning_tile);
  return (
    <div className="space-y-1.5">
      <Row tokens={concealed} label={t`Concealed tiles`} winning={winning} small={small} />
      {((hand.exposed ?? []).length > 0 || (hand.bonus ?? []).length > 0) && (
        <div className="flex flex-wrap items-center gap-2">
          {(hand.exposed ?? []).map((set, i) => (
            <Row key={i} tokens={sortTokens(set.tiles)} label={i18n._(DECLARED[set.type])} small />
          ))}
          {(hand.bonus ?? []).length > 0 && (
            <Row tokens={sortTokens(hand.bonus!)} label={t`Bonus tiles`} small />
          )}
        </div>
      )}
    </div>
  );
}

// Every tile's name as a player reads it and a screen reader speaks it, in the language in use:
// "5 Bamboo", 五条 at a Singapore table's Simplified Chinese, 五索 in Hong Kong's Traditional. The
// core names tiles in English for the command line (core/tiles.ts); the screens name them here.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { canonicalToken } from '../core/tiles';

const TILE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  c1: msg`1 Characters`,
  c2: msg`2 Characters`,
  c3: msg`3 Characters`,
  c4: msg`4 Characters`,
  c5: msg`5 Characters`,
  c6: msg`6 Characters`,
  c7: msg`7 Characters`,
  c8: msg`8 Characters`,
  c9: msg`9 Characters`,
  b1: msg`1 Bamboo`,
  b2: msg`2 Bamboo`,
  b3: msg`3 Bamboo`,
  b4: msg`4 Bamboo`,
  b5: msg`5 Bamboo`,
  b6: msg`6 Bamboo`,
  b7: msg`7 Bamboo`,
  b8: msg`8 Bamboo`,
  b9: msg`9 Bamboo`,
  d1: msg`1 Dots`,
  d2: msg`2 Dots`,
  d3: msg`3 Dots`,
  d4: msg`4 Dots`,
  d5: msg`5 Dots`,
  d6: msg`6 Dots`,
  d7: msg`7 Dots`,
  d8: msg`8 Dots`,
  d9: msg`9 Dots`,
  E: msg`East Wind`,
  S: msg`South Wind`,
  W: msg`West Wind`,
  N: msg`North Wind`,
  RD: msg`Red Dragon`,
  GD: msg`Green Dragon`,
  WD: msg`White Dragon`,
  F1: msg`Flower 1 Plum`,
  F2: msg`Flower 2 Orchid`,
  F3: msg`Flower 3 Chrysanthemum`,
  F4: msg`Flower 4 Bamboo`,
  S1: msg`Season 1 Spring`,
  S2: msg`Season 2 Summer`,
  S3: msg`Season 3 Autumn`,
  S4: msg`Season 4 Winter`,
  CAT: msg`Cat`,
  RAT: msg`Rat`,
  ROOSTER: msg`Rooster`,
  CENTIPEDE: msg`Centipede`,
};

/** A tile's name in the language in use ("5 Bamboo", 五条, 五索); anything that is not a tile, as given. */
export function tileNameIn(i18n: I18n, token: string): string {
  const name = TILE_NAMES[canonicalToken(token)];
  return name ? i18n._(name) : token;
}

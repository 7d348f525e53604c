// What an item was awarded for, shown after its name: "Dragon Pong (Red Dragon)". The core writes it
// in English into the item's name, which the command line's JSON keeps (RULES.md section 3); the
// set of them is closed (the tiles a detail can name, and the two flower sets), so the screen reads
// the English back and words it here.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each detail the core writes, by its English words. */
export const DETAIL_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'Red Dragon': msg({ id: 'detail.red_dragon', message: 'Red Dragon' }),
  'Green Dragon': msg({ id: 'detail.green_dragon', message: 'Green Dragon' }),
  'White Dragon': msg({ id: 'detail.white_dragon', message: 'White Dragon' }),
  'East Wind': msg({ id: 'detail.east_wind', message: 'East Wind' }),
  'South Wind': msg({ id: 'detail.south_wind', message: 'South Wind' }),
  'West Wind': msg({ id: 'detail.west_wind', message: 'West Wind' }),
  'North Wind': msg({ id: 'detail.north_wind', message: 'North Wind' }),
  // A valued pair says what it is a pair of.
  'Red Dragons': msg({ id: 'detail.pair.red_dragon', message: 'Red Dragons' }),
  'Green Dragons': msg({ id: 'detail.pair.green_dragon', message: 'Green Dragons' }),
  'White Dragons': msg({ id: 'detail.pair.white_dragon', message: 'White Dragons' }),
  'East Winds': msg({ id: 'detail.pair.east_wind', message: 'East Winds' }),
  'South Winds': msg({ id: 'detail.pair.south_wind', message: 'South Winds' }),
  'West Winds': msg({ id: 'detail.pair.west_wind', message: 'West Winds' }),
  'North Winds': msg({ id: 'detail.pair.north_wind', message: 'North Winds' }),
  'Flower 1 Plum': msg({ id: 'detail.F1', message: 'Flower 1 Plum' }),
  'Flower 2 Orchid': msg({ id: 'detail.F2', message: 'Flower 2 Orchid' }),
  'Flower 3 Chrysanthemum': msg({ id: 'detail.F3', message: 'Flower 3 Chrysanthemum' }),
  'Flower 4 Bamboo': msg({ id: 'detail.F4', message: 'Flower 4 Bamboo' }),
  'Season 1 Spring': msg({ id: 'detail.S1', message: 'Season 1 Spring' }),
  'Season 2 Summer': msg({ id: 'detail.S2', message: 'Season 2 Summer' }),
  'Season 3 Autumn': msg({ id: 'detail.S3', message: 'Season 3 Autumn' }),
  'Season 4 Winter': msg({ id: 'detail.S4', message: 'Season 4 Winter' }),
  Cat: msg({ id: 'detail.CAT', message: 'Cat' }),
  Rat: msg({ id: 'detail.RAT', message: 'Rat' }),
  Rooster: msg({ id: 'detail.ROOSTER', message: 'Rooster' }),
  Centipede: msg({ id: 'detail.CENTIPEDE', message: 'Centipede' }),
  'all four flowers': msg({ id: 'detail.four_flowers', message: 'all four flowers' }),
  'all four seasons': msg({ id: 'detail.four_seasons', message: 'all four seasons' }),
};

/** An item's name with what it was for: "Dragon Pong (Red Dragon)", 三元刻（红中）. */
export const WITH_DETAIL = msg({ id: 'item.with_detail', message: '{name} ({detail})' });

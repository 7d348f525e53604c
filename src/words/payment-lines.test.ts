// The payment as the score screen words it: a line for every payer, adding up to what the winner collects.
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../core/options';
import { winPayment } from '../core/settlement';
import { setupI18n } from '@lingui/core';
import { messages as hansApp } from '../locales/zh-Hans/app.po';
import { messages as hansLater } from '../locales/zh-Hans/later.po';
import { messages as hantApp } from '../locales/zh-Hant/app.po';
import { messages as hantLater } from '../locales/zh-Hant/later.po';
import { asMoney, paymentLines } from './result-words';

// English from the source messages (compiled on the fly outside production), as the dom tests do.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
// The payment's lines show with the result, after the first paint: their words are in the later area.
const hans = { ...hansApp, ...hansLater };
const hant = { ...hantApp, ...hantLater };

describe('paymentLines', () => {
  it('Hong Kong, the discard shared (半銃): the discarder and the other two', () => {
    // $2.00 table unit, 3 fan by discard: $8.00 in all, the discarder half, each other a quarter.
    const { options } = resolveOptions('hk', { hk_discard: 'half', unit: 200 });
    const payment = winPayment('hk', 3, false, options);
    expect(payment.total).toBe(800);
    expect(paymentLines(i18n, payment, { amount: asMoney })).toEqual([
      'The discarder pays $4.00',
      'The other two pay $2.00 each',
    ]);
  });

  it('Hong Kong, the discarder alone, and a self-draw', () => {
    const { options } = resolveOptions('hk', { unit: 200 });
    expect(paymentLines(i18n, winPayment('hk', 3, false, options), { amount: asMoney })).toEqual([
      'The discarder pays $8.00',
    ]);
    expect(paymentLines(i18n, winPayment('hk', 3, true, options), { amount: asMoney })).toEqual([
      'Each player pays $4.00',
    ]);
  });

  it('Singapore doubling, shooter pays, and a robbed kong’s konger', () => {
    const sg = resolveOptions('sg', { unit: 20 }).options;
    expect(paymentLines(i18n, winPayment('sg', 3, false, sg), { amount: asMoney })).toEqual([
      'The discarder pays $1.60',
      'The other two pay $0.80 each',
    ]);
    expect(paymentLines(i18n, winPayment('sg', 3, false, sg), { amount: asMoney, robbed: true })[0]).toBe(
      'The konger pays $1.60',
    );
    const shooter = resolveOptions('sg', { unit: 20, shooter_pays: true }).options;
    expect(paymentLines(i18n, winPayment('sg', 3, false, shooter), { amount: asMoney })).toEqual([
      'The discarder pays $3.20',
    ]);
    // Points at a plain table.
    expect(paymentLines(i18n, winPayment('sg', 3, true, resolveOptions('sg', {}).options))).toEqual([
      'Each player pays 8',
    ]);
  });

  it('in each script: the Singapore table’s 放炮 and the Hong Kong table’s 出銃, the amounts as in English', () => {
    const sg = resolveOptions('sg', { unit: 20 }).options;
    const simplified = setupI18n({ locale: 'zh-Hans', messages: { 'zh-Hans': hans } });
    expect(paymentLines(simplified, winPayment('sg', 3, false, sg), { amount: asMoney })).toEqual([
      '放炮者付 $1.60',
      '另外两家各付 $0.80',
    ]);
    const hk = resolveOptions('hk', { unit: 200 }).options;
    const traditional = setupI18n({ locale: 'zh-Hant', messages: { 'zh-Hant': hant } });
    expect(paymentLines(traditional, winPayment('hk', 3, false, hk), { amount: asMoney })).toEqual([
      '出銃者付 $8.00',
    ]);
    expect(paymentLines(traditional, winPayment('hk', 3, true, hk), { amount: asMoney })).toEqual([
      '每家付 $4.00',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { REGIONS, findRegion, resolveSite, type RegionId } from '../../../../react-core/core/region/regions';
import type { ExchHeaderProps } from '../../../../react-core/react';

describe('region table', () => {
  it('has the eleven sub-sites of the spec with their ids', () => {
    expect(REGIONS.map((r) => [r.key, r.id])).toEqual([
      ['global', 0],
      ['tr', 177],
      ['eu', 106],
      ['hk', 71],
      ['us', 232],
      ['bs', 14],
      ['sg', 153],
      ['uk', 182],
      ['jp', 83],
      ['ae', 181],
      ['au', 11],
    ]);
  });

  it('gives each site its default pair (spec §2)', () => {
    const pairs = Object.fromEntries(REGIONS.map((r) => [r.key, r.defaultPair]));
    expect(pairs).toMatchObject({ tr: 'BTC_TRY', sg: 'BTC_SGD', us: 'BTC_USDT', eu: 'BTC_USDC', jp: 'BTC_JPY', ae: 'BTC_AED', global: 'BTC_USDT' });
  });

  it('hides search everywhere but global, and language on the US site (spec §6)', () => {
    for (const r of REGIONS) expect(r.hides.includes('search')).toBe(r.key !== 'global');
    expect(REGIONS.filter((r) => r.hides.includes('language')).map((r) => r.key)).toEqual(['us']);
  });

  it('encodes the upgrade plans, tier progress, currency unit and copyright start (spec §6, §9)', () => {
    expect(findRegion(0)?.upgradePlans).toEqual([1, 2, 3]);
    for (const id of [182, 11, 232]) expect(findRegion(id)?.upgradePlans).toEqual([1, 3]);
    expect(findRegion(181)?.upgradePlans).toEqual([1]);
    expect(findRegion(83)?.tierProgress).toBe('never');
    expect(findRegion(181)?.tierProgress).toBe('aboveTier0');
    expect(findRegion(83)?.currencyUnit).toBe('JPY');
    expect(REGIONS.filter((r) => r.currencyUnit === 'JPY').length).toBe(1);
    expect(findRegion(177)?.copyrightStartYear).toBe(2022);
    expect(findRegion(0)?.copyrightStartYear).toBe(2013);
  });

  it('limits deposit to main and US, switch account to main, drawer download off for US and EU', () => {
    expect(REGIONS.filter((r) => r.deposit).map((r) => r.key)).toEqual(['global', 'us']);
    expect(REGIONS.filter((r) => r.switchAccount).map((r) => r.key)).toEqual(['global']);
    expect(
      REGIONS.filter((r) => !r.drawerDownload)
        .map((r) => r.key)
        .sort(),
    ).toEqual(['eu', 'us']);
    expect(REGIONS.filter((r) => !r.socialIcons).map((r) => r.key)).toEqual(['uk']);
    expect(REGIONS.filter((r) => r.cookieNotice).map((r) => r.key)).toEqual(['eu']);
  });

  it('falls back to global for an unknown id and overlays the testnet rules', () => {
    expect(resolveSite(999, false).key).toBe('global');
    const testnet = resolveSite(0, true);
    expect(testnet.testnet).toBe(true);
    expect(testnet.footer).toBe('testnet');
    expect(testnet.hides).toEqual(expect.arrayContaining(['search', 'register', 'logout']));
    expect(testnet.deposit).toBe(false);
  });
});

describe('the RegionId type', () => {
  it('names exactly the table’s sub-sites (the `region` attribute and prop are typed with it)', () => {
    // A key missing here, or one the type lacks, is a compile error; a row missing from the table fails below.
    const typed: Record<RegionId, true> = { 0: true, 177: true, 106: true, 71: true, 232: true, 14: true, 153: true, 182: true, 83: true, 181: true, 11: true };
    expect(
      Object.keys(typed)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(REGIONS.map((r) => r.id).sort((a, b) => a - b));
    // @ts-expect-error: not a sub-site id
    const unknown: ExchHeaderProps['region'] = 999;
    // @ts-expect-error: not a UI language
    const klingon: ExchHeaderProps['lang'] = 'tlh';
    expect([unknown, klingon]).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LANGUAGES } from '../../../react-core/core/i18n/languages';
import { BREAKPOINTS } from '../../../react-core/core/layout/breakpoints';
import { NOTIFICATIONS } from '../../../react-core/notifications/notifications.data';

const root = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('notifications texts', () => {
  const dir = join(root, 'react-core/notifications/intl');
  const en = JSON.parse(read('react-core/notifications/intl/en.json')) as Record<string, string>;

  it("has the spec's empty-state key", () => {
    expect(en['reminder.no.data']).toBeTruthy();
  });

  it('every language has every key, the same placeholders, and real translations', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(LANGUAGES.map((l) => `${l.code}.json`).sort());
    const placeholders = (s = '') => (s.match(/\{\w+\}/g) ?? []).sort().join();
    for (const file of files) {
      const cat = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
      expect(Object.keys(cat).sort(), file).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(typeof cat[key], `${file} ${key}`).toBe('string');
        expect(cat[key]!.trim().length, `${file} ${key}`).toBeGreaterThan(0);
        expect(placeholders(cat[key]), `${file} ${key}`).toBe(placeholders(en[key]));
      }
      if (file === 'en.json') continue;
      const translated = Object.keys(en).filter((k) => cat[k] !== en[k]).length;
      expect(translated / Object.keys(en).length, file).toBeGreaterThan(0.75);
    }
  });
});

describe('CSS repeats the constants of spec §9 and the breakpoints', () => {
  it('panel 400 px wide, list 318 px high, skeleton rows 49 px', () => {
    const panel = read('react-core/notifications/panel.css');
    expect(panel).toContain(`width: ${NOTIFICATIONS.panelWidth}px;`);
    expect(panel).toContain(`height: ${NOTIFICATIONS.listHeight}px;`);
    expect(read('react-core/notifications/messages.css')).toContain(`height: ${NOTIFICATIONS.skeletonRowHeight}px;`);
  });

  it('the announcement and the full page switch at their breakpoints', () => {
    expect(read('react-core/announcement/announcement.css')).toContain(`@media ${BREAKPOINTS.announcementPhone}`);
    expect(read('react-core/reminder/reminder.css')).toContain(`@media ${BREAKPOINTS.reminderPhone}`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../react-core/core/api/endpoints';
import { startMockApi, type Harness } from './harness';

/** The session and data stories QA and the tests tell with the mock (API.md "Other test knobs"). */
let h: Harness;
beforeAll(async () => {
  h = await startMockApi();
});
afterAll(() => h.close());

describe('a session the server ends at a given moment (mock_session_end)', () => {
  it('before the moment: the persona; from it: a visitor, and the calls that need the session answer 401', async () => {
    const soon = { mock_user: 'user', mock_session_end: String(Date.now() + 60_000) };
    expect((await h.data(`${ENDPOINTS.commonData}?lang=en`, { cookies: soon })).is_login).toBe(true);
    expect((await h.call(ENDPOINTS.unreadCount, { cookies: soon })).status).toBe(200);
    const ended = { mock_user: 'user', mock_session_end: String(Date.now() - 1) };
    expect((await h.data(`${ENDPOINTS.commonData}?lang=en`, { cookies: ended })).is_login).toBe(false);
    expect((await h.data(ENDPOINTS.userInfo, { cookies: ended })).isLogin).toBe(false);
    const herald = await h.call(ENDPOINTS.unreadCount, { cookies: ended });
    expect(herald.status).toBe(401);
    expect(herald.json).toEqual({ code: 401, message: 'login required', data: null });
    // A value that is no moment ends nothing.
    expect((await h.call(ENDPOINTS.unreadCount, { cookies: { mock_user: 'user', mock_session_end: 'soon' } })).status).toBe(200);
  });
});

describe('a notice and a bulletin with a window (mock_schedule)', () => {
  it('every notice and the bulletin carry the window; without the cookie (or with a bad one) they carry none of theirs', async () => {
    const start = Math.floor(Date.now() / 1000) + 30;
    const cookies = { mock_schedule: `${start},${start + 60}` };
    const notices = await h.data(`${ENDPOINTS.announcement}?page_keys=index,wallet&lang=en`, { cookies });
    for (const key of ['index', 'wallet']) expect(notices[key]).toMatchObject({ start_time: start, end_time: start + 60 });
    expect(await h.data(ENDPOINTS.fullsiteBulletin, { cookies })).toMatchObject({ start_time: start, end_time: start + 60 });
    const plain = await h.data(`${ENDPOINTS.announcement}?page_keys=index&lang=en`, { cookies: { mock_schedule: `${start + 60},${start}` } });
    expect(plain.index.start_time).toBeUndefined();
  });
});

describe('a menu the server changes (mock_menu)', () => {
  it('changed: Convert gains a New tag; nothing else moves', async () => {
    const before = await h.data(`${ENDPOINTS.headerMenu}?lang=en`);
    const after = await h.data(`${ENDPOINTS.headerMenu}?lang=en`, { cookies: { mock_menu: 'changed' } });
    const convert = (menu: { list: { children: { code: string; tags: { type: number }[] }[] }[] }) =>
      menu.list.flatMap((item) => item.children).find((child) => child.code === 'convert')!;
    expect(convert(before).tags.map((t) => t.type)).toEqual([]);
    expect(convert(after).tags.map((t) => t.type)).toEqual([2]);
    expect(after.list.map((i: { code: string }) => i.code)).toEqual(before.list.map((i: { code: string }) => i.code));
  });
});

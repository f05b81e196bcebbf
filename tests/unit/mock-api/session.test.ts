import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../react-core/core/api/endpoints';
import { startMockApi, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startMockApi();
});
afterAll(() => h.close());

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
const as = (sid: string, persona = 'user') => ({ cookies: { mock_user: persona, mock_sid: sid } });

describe('read marks (POST msg/read)', () => {
  it('marking a category read lowers its unread count, tab badge and records for that session only', async () => {
    const before = await h.data(ENDPOINTS.unreadCount, as('read-a'));
    expect(before.announce).toBeGreaterThan(0);
    expect(before.trade).toBeGreaterThan(0);

    const marked = await h.data(ENDPOINTS.reminderMarkRead, { ...as('read-a'), form: { msg_type: 'announce' } });
    expect(marked).toEqual({ msg_type: 'announce', marked: before.announce });

    const after = await h.data(ENDPOINTS.unreadCount, as('read-a'));
    expect(after.announce).toBe(0);
    expect(after.trade).toBe(before.trade);
    const tab = (await h.data(ENDPOINTS.reminderTabs, as('read-a'))).find((t: any) => t.code === 'announce');
    expect(tab.unread_num).toBe(0);
    const recs = await h.data(`${ENDPOINTS.reminderRecords}?page=1&size=20&code=announce`, as('read-a'));
    expect(recs.unread_num).toBe(0);
    expect(recs.list.every((m: any) => m.isread === 1)).toBe(true);

    // Another session is untouched.
    expect(await h.data(ENDPOINTS.unreadCount, as('read-b'))).toEqual(before);
  });

  it('without msg_type marks every category read', async () => {
    expect(sum(await h.data(ENDPOINTS.unreadCount, as('read-all')))).toBeGreaterThan(0);
    await h.data(ENDPOINTS.reminderMarkRead, { ...as('read-all'), form: {} });
    expect(sum(await h.data(ENDPOINTS.unreadCount, as('read-all')))).toBe(0);
    expect(sum(await h.data(ENDPOINTS.unreadCount, as('read-all-other')))).toBeGreaterThan(0);
  });

  it('reset() forgets every session', async () => {
    await h.data(ENDPOINTS.reminderMarkRead, { ...as('read-reset'), form: {} });
    h.api.reset();
    expect(sum(await h.data(ENDPOINTS.unreadCount, as('read-reset')))).toBeGreaterThan(0);
  });
});

describe('records paging', () => {
  it('pages over all messages, newest first, with a real total', async () => {
    const p1 = await h.data(`${ENDPOINTS.reminderRecords}?page=1&size=20&code=&language=en&now=${Date.now()}`, as('paging'));
    expect(p1.list).toHaveLength(20);
    expect(p1.total).toBeGreaterThanOrEqual(250);
    const times = p1.list.map((m: any) => m.send_timest);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = await h.data(`${ENDPOINTS.reminderRecords}?page=${Math.ceil(p1.total / 20)}&size=20`, as('paging'));
    expect(last.list.length).toBe(p1.total - 20 * (Math.ceil(p1.total / 20) - 1));
    const beyond = await h.data(`${ENDPOINTS.reminderRecords}?page=999&size=20`, as('paging'));
    expect(beyond.list).toEqual([]);
  });

  it('defaults to page 1, size 10, and filters by code', async () => {
    const d = await h.data(`${ENDPOINTS.reminderRecords}?code=security`, as('paging'));
    expect(d.list).toHaveLength(10);
    expect(d.list.every((m: any) => m.type === 'security')).toBe(true);
    const counts = await h.data(ENDPOINTS.unreadCount, as('paging'));
    expect(d.unread_num).toBe(counts.security);
  });

  it('totals per category add up to the whole list', async () => {
    const tabs = await h.data(ENDPOINTS.reminderTabs, as('paging'));
    let total = 0;
    for (const t of tabs) total += (await h.data(`${ENDPOINTS.reminderRecords}?code=${t.code}`, as('paging'))).total;
    expect(total).toBe((await h.data(ENDPOINTS.reminderRecords, as('paging'))).total);
  });
});

describe('logout', () => {
  it.each([
    ['logout', 'POST'],
    ['logoutAll', 'POST'],
    ['logoutThisDevice', 'GET'],
  ] as const)('%s ends the session of that mock_sid and sets mock_user=visitor', async (name, method) => {
    const sid = `logout-${name}`;
    expect((await h.data(ENDPOINTS.userInfo, as(sid))).isLogin).toBe(true);

    const a = await h.call(ENDPOINTS[name], { ...as(sid), method, ...(method === 'POST' ? { form: {} } : {}) });
    expect(a.status).toBe(200);
    expect(a.headers.get('set-cookie')).toMatch(/^mock_user=visitor; Path=\//);

    // Even a client that ignores Set-Cookie is now a visitor in this session...
    expect(await h.data(ENDPOINTS.userInfo, as(sid))).toEqual({ isLogin: false });
    expect((await h.call(ENDPOINTS.unreadCount, as(sid))).status).toBe(401);
    expect((await h.data(ENDPOINTS.commonData, as(sid))).is_login).toBe(false);
    // ...while other sessions stay logged in.
    expect((await h.data(ENDPOINTS.userInfo, as(`${sid}-other`))).isLogin).toBe(true);
  });

  it('a request as another persona (e.g. visitor, as the browser sends next) lets the user log in again', async () => {
    const sid = 'logout-relogin';
    await h.call(ENDPOINTS.logout, { ...as(sid), form: {} });
    expect((await h.data(ENDPOINTS.userInfo, as(sid))).isLogin).toBe(false);
    await h.data(ENDPOINTS.userInfo, as(sid, 'visitor'));
    expect((await h.data(ENDPOINTS.userInfo, as(sid))).isLogin).toBe(true);
  });

  it('without mock_sid only the Set-Cookie ends the session, so shared-session tests cannot leak a logout', async () => {
    const a = await h.call(ENDPOINTS.logout, { cookies: { mock_user: 'user' }, form: {} });
    expect(a.headers.get('set-cookie')).toMatch(/^mock_user=visitor/);
    expect((await h.data(ENDPOINTS.userInfo, { cookies: { mock_user: 'user' } })).isLogin).toBe(true);
  });
});

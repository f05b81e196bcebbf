/**
 * The notifications' (herald) HTTP paths (spec §7), written once, one export each, as in
 * paths.ts: import as a namespace, `import * as NOTIFICATION_PATHS from
 * '.../api/notification-paths'`. Apart from paths.ts, which every page's first paint carries,
 * because only the notifications' lazy parts call them.
 */
export const reminderTabs = '/apiw/v2/herald/renew/tab';
export const reminderRecords = '/apiw/v2/herald/renew/record';
export const reminderMarkRead = '/apiw/v2/herald/msg/read';
export const unreadCount = '/apiw/v2/herald/msg/unread/num';

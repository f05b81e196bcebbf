// The notification browser tests' own set-up: a test-only element around the bell (the header
// embeds the bell; here it stands alone).
import baseCss from '../../../react-core/core/element/base.css?inline';
import NotificationBell, { BELL_CSS } from '../../../react-core/notifications/notifications.connected';
import { defineTestElement } from '.';

export type TestBellElement = HTMLElement;
defineTestElement('test-bell', NotificationBell, [baseCss, BELL_CSS]);

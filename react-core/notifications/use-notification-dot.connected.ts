import { useSnapshot } from 'valtio';
import { dotState, notificationStore, type DotState } from './notifications.store';

/** The red dot as every element shows it: `{show, count, text}` (text '99+' above 99). */
export function useNotificationDot(): DotState {
  const snap = useSnapshot(notificationStore);
  return dotState(snap);
}

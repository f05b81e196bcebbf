import type { ServerView } from '../core/element/element-definition';
import { WalkthroughView } from './walkthrough';

export const WALKTHROUGH_SERVER_VIEW: ServerView = {
  View: WalkthroughView,
  styles: [],
  namespaces: () => [],
};

/**
 * The notification click-through paths of spec §2, written once, in a module of their own so
 * only the notification chunks carry them. Import as a namespace. A parameter the extras carry
 * (spec §3 Notification: `market`, `startup_id`) takes the user to that market's or project's page
 * under the spec's route; without it, the route itself.
 */

export const marginTrade = (market?: string) => (market ? `/margin_trade/${encodeURIComponent(market)}` : '/margin_trade');
export const startup = (startupId?: string) => (startupId ? `/startup/${encodeURIComponent(startupId)}` : '/startup');
export const strategyBotHistory = () => '/strategybot/historyStrategy';
export const copyTradingUnderway = () => '/copytrading/underwayStrategy';
export const crossMarginFunds = () => '/myaccount/myfunds/cross_margin';

export const liveVideo = (stream: string) => `/live/video/${stream}?type=live`;

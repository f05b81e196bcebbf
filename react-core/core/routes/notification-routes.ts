/**
 * The notification click-through paths of spec §2, written once, in a module of their own so
 * only the notification chunks carry them. Import as a namespace.
 */

export const marginTrade = () => '/margin_trade';
export const startup = () => '/startup';
export const strategyBotHistory = () => '/strategybot/historyStrategy';
export const copyTradingUnderway = () => '/copytrading/underwayStrategy';
export const crossMarginFunds = () => '/myaccount/myfunds/cross_margin';

export const liveVideo = (stream: string) => `/live/video/${stream}?type=live`;

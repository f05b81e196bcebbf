import type { KeyboardEvent, ReactNode, RefObject } from 'react';

export interface BellViewProps {
  label: string;
  /** Badge text ('99+' above 99), or null for no dot; an empty string draws a dot without a number. */
  badge: string | null;
  open: boolean;
  /** The panel's id once it is mounted (aria-controls). */
  controls: string | undefined;
  button: RefObject<HTMLButtonElement | null>;
  onClick: () => void;
  /** Pointer or focus reached the bell: a good moment to fetch the panel's code. */
  onIntent: () => void;
  /** Keys inside the bell or its panel (core/a11y/use-menu-button.ts: Escape closes the panel, focus back on the bell). */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** The panel, when mounted. */
  children?: ReactNode;
}

/** The bell button with its unread badge, and its panel (props in, JSX out). */
export function BellView({ label, badge, open, controls, button, onClick, onIntent, onKeyDown, children }: BellViewProps) {
  return (
    <span className="ntf-bell" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="ntf-bell-button"
        data-track="notification-bell"
        part="notification-bell"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={controls}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={onClick}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <path
            d="M10 2.5a5 5 0 0 0-5 5v3.2L3.6 13.6h12.8L15 10.7V7.5a5 5 0 0 0-5-5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
          <path d="M8 16a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        {badge !== null && (
          <span className="ntf-badge" aria-hidden="true" data-badge={badge}>
            {badge}
          </span>
        )}
      </button>
      {children}
    </span>
  );
}

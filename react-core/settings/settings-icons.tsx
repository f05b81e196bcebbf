/** The entries' icons (aria-hidden: each sits in a named button). The dialogs' are dialog-icons.tsx. */
export function GlobeIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M2.5 10h15M10 2.5c2.5 2.5 2.5 12.5 0 15M10 2.5c-2.5 2.5-2.5 12.5 0 15" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export function GearIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <circle cx="10" cy="10" r="2.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M10 2.5l1.4 1.8 2.2-.6.6 2.2 1.8 1.4-1 2 .9 2.1-2 1-.4 2.3-2.3-.2L10 17.5l-1.4-1.9-2.3.2-.4-2.3-2-1 .9-2.1-1-2L5.6 6.9l.6-2.2 2.2.6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

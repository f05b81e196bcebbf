/**
 * The exchange's logo (spec §9: 81x24), drawn once for the header and the footer. Decorative
 * where a link already names it (`label` absent), an image with a name otherwise.
 */
export const BRAND_NAME = 'Exch';

export function LogoMark({ className, label }: { className?: string; label?: string }) {
  return (
    <svg className={className} viewBox="0 0 81 24" width="81" height="24" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <rect width="24" height="24" rx="6" fill="currentColor" />
      <path d="M7 7h10v2.6h-7v2.1h6v2.5h-6v2.2h7V19H7z" fill="var(--exch-c-bg)" />
      <text x="30" y="18" fontSize="16" fontWeight="700" fill="currentColor" fontFamily="inherit">
        {BRAND_NAME}
      </text>
    </svg>
  );
}

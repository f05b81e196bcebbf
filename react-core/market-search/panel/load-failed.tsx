/** What a market list shows when its data could not be loaded: the reason, said politely, and Retry. */
export function LoadFailed({ text, retryLabel, onRetry, className }: { text: string; retryLabel: string; onRetry: () => void; className: string }) {
  return (
    <div className={className} data-failed="">
      <p role="status">{text}</p>
      <button type="button" className="secondary-button" onClick={onRetry} data-action="retry">
        {retryLabel}
      </button>
    </div>
  );
}

/** The throwaway element's view: a line of text. */
export function WalkthroughView() {
  return <p part="greeting">Hello from the walk-through</p>;
}

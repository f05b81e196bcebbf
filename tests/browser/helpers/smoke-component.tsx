// A tiny React component for tests/browser/smoke.test.ts: proves TSX with the automatic runtime.
import { useState } from 'react';

export function SmokeHello({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <p>
      Hello {name} from React{' '}
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        clicked {count}
      </button>
    </p>
  );
}

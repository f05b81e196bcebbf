import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ExchAnnouncement, ExchFooter, ExchHeader } from '../react-core/react';
import { findRegion, GLOBAL_REGION_ID, type RegionId } from '../react-core/core/region/regions';

/** A React app that imports the components (the package's `./react` export) instead of tags. */
function App() {
  const [region, setRegion] = useState<RegionId>(GLOBAL_REGION_ID);
  const [lastEvent, setLastEvent] = useState('');
  return (
    <>
      <ExchHeader region={region} onLogout={(event) => setLastEvent(`logout: ${event.detail.scope}`)} />
      <ExchAnnouncement region={region} page="index" />
      <header style={{ padding: 16 }}>
        <h1>React page</h1>
        <label>
          Region{' '}
          <select value={region} onChange={(e) => setRegion(findRegion(Number(e.target.value))?.id ?? GLOBAL_REGION_ID)}>
            <option value={0}>Global</option>
            <option value={182}>UK</option>
            <option value={232}>US</option>
            <option value={177}>Turkey</option>
          </select>
        </label>
        <p aria-live="polite">{lastEvent}</p>
      </header>
      <main style={{ minHeight: '40vh' }} />
      <ExchFooter
        region={region}
        onLanguageChange={(event) => {
          event.preventDefault();
          setLastEvent(`language: ${event.detail.lang}`);
        }}
        onFiatChange={(event) => {
          event.preventDefault();
          setLastEvent(`fiat: ${event.detail.fiat}`);
        }}
      />
    </>
  );
}

createRoot(document.getElementById('app') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

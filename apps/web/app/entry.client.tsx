import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentNonce, nonceCreatedStyles } from './shared/csp/csp-nonce.tsx';

// Before any module inserts a <style> (the player and antd load later, on demand).
nonceCreatedStyles(document, documentNonce(document));

let hydrated = false;
function hydrate() {
  if (hydrated) return;
  hydrated = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Paint first, then hydrate. When the scripts are already at hand as the parser ends (a repeat visit, a fast
// connection), they ran before the browser had painted anything, and the page appeared only after hydration:
// Lighthouse's traces showed the first paint at 1.2–2.3 s on some loads, behind all of it. A frame, then a
// task: the server's HTML is on screen first, and hydration starts one frame later. A browser that gives no
// frame (the tab hidden meanwhile) hydrates after 200 ms anyway.
if (document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
  setTimeout(hydrate, 200);
} else hydrate();

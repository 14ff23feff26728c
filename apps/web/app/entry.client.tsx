import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentNonce, nonceCreatedStyles } from './shared/csp/csp-nonce.tsx';

// Before any module inserts a <style> (the player and antd load later, on demand).
nonceCreatedStyles(document, documentNonce(document));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

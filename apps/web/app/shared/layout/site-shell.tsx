import type { ReactNode } from 'react';
import { useUnauthenticatedRedirect } from '../session/guards.ts';
import { useFlashMessage } from '../ui/flash.ts';
import { AfterHydration } from './after-hydration.tsx';
import { BackToTop } from './back-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import type { ShellData } from './shell-data.ts';
import './shell.css';

/**
 * Header, routed content and footer of every non-AI page (000 §2.1). Scrolling to the top on navigation
 * is done by the root's <ScrollRestoration />: new navigations start at the top, back/forward restore.
 * A member's page builds the footer after hydration (after-hydration.tsx); its place keeps its height.
 */
export function SiteShell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  useUnauthenticatedRedirect();
  useFlashMessage();
  return (
    <div className="site">
      <SiteHeader shell={shell} />
      <main className="page-content">{children}</main>
      <AfterHydration
        defer={shell.deferOffscreen}
        fallback={<footer className="site-footer site-footer--pending" aria-busy="true" />}
      >
        <SiteFooter footer={shell.footer} />
      </AfterHydration>
      <BackToTop />
    </div>
  );
}

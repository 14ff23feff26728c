import type { ReactNode } from 'react';
import { useUnauthenticatedRedirect } from '../session/guards.ts';
import { useFlashMessage } from '../ui/flash.ts';
import { BackToTop } from './back-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import type { ShellData } from './shell-data.ts';
import './shell.css';

/**
 * Header, routed content and footer of every non-AI page (000 §2.1). Scrolling to the top on navigation
 * is done by the root's <ScrollRestoration />: new navigations start at the top, back/forward restore.
 */
export function SiteShell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  useUnauthenticatedRedirect();
  useFlashMessage();
  return (
    <div className="site">
      <SiteHeader shell={shell} />
      <main className="page-content">{children}</main>
      <SiteFooter footer={shell.footer} />
      <BackToTop />
    </div>
  );
}

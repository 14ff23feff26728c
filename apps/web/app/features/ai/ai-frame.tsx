import {
  AppstoreOutlined,
  CrownOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MessageOutlined,
  PictureOutlined,
  ReadOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { aiCalls } from '@app/contract/web';
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useApiQuery } from '../../shared/api/query.ts';
import { CustomerService } from '../../shared/layout/customer-service.tsx';
import { SearchBox } from '../../shared/layout/search-box.tsx';
import type { ContactInfo } from '../../shared/layout/shell-data.ts';
import { useUnauthenticatedRedirect } from '../../shared/session/guards.ts';
import type { StoredUser } from '../../shared/session/session-store.ts';
import { useMe } from '../../shared/session/use-me.ts';
import { useFlashMessage } from '../../shared/ui/flash.ts';
import './ai-frame.css';
import { AiAccount } from './ai-account.tsx';
import { AI_MENU } from './ai-menu.ts';
import { vipStatus, type VipInfo } from './vip-status.ts';
import { paths } from '../../shared/paths.ts';

const ICONS: Record<string, ReactNode> = {
  [paths.aiGallery()]: <PictureOutlined />,
  [paths.aiPlug()]: <AppstoreOutlined />,
  [paths.aiChat()]: <MessageOutlined />,
  [paths.aiRender()]: <ThunderboltOutlined />,
  [paths.aiNews()]: <ReadOutlined />,
  [paths.aiVip()]: <CrownOutlined />,
};

/** Narrow screens start with the menu folded; this is the CSS breakpoint of ai-frame.css. */
const NARROW_QUERY = '(max-width: 767px)';

function VipLine({ user }: { user: StoredUser | null }) {
  const status = vipStatus(user?.vip as VipInfo | null | undefined, new Date());
  // The free uses left, in view on every page and width (docs/spec-decisions.md "registration, invoicing edges, accessibility"); the same query as 问答's.
  const free = useApiQuery(aiCalls.vipStatus, {}).data;
  return (
    <span className="ai-vip">
      {status.text && <span className="ai-vip__text">{status.text}</span>}
      {/* A VIP's uses are not counted (they cost nothing), so free uses would promise a limit that is not there. */}
      {free && !free.is_vip && (
        <span className="ai-vip__free" data-testid="ai-free-uses">
          免费 问答 {free.free_chat} 次 · 渲染 {free.free_img} 次
        </span>
      )}
      {status.offer && (
        <Link to={paths.aiVip()} className="ai-vip__offer">
          开通会员
        </Link>
      )}
    </span>
  );
}

/**
 * The AI area frame (002 §2, noHeaderFooter in 000 §2.1): a foldable left menu (200px / 64px), a header
 * with customer service, a search that goes to AI news, the VIP line and the account links.
 */
export function AiFrame({ contact, children }: { contact: ContactInfo | null; children: ReactNode }) {
  useUnauthenticatedRedirect();
  useFlashMessage();
  const { signedIn, me: user } = useMe();
  // null: follow the screen width (CSS); true/false once the visitor folds or unfolds the menu.
  const [folded, setFolded] = useState<boolean | null>(null);
  const toggle = () => setFolded((current) => !(current ?? window.matchMedia(NARROW_QUERY).matches));
  const frameClass = folded === null ? '' : folded ? ' is-folded' : ' is-unfolded';

  return (
    <div className={`ai-frame${frameClass}`}>
      <aside className="ai-side" aria-label="AI 菜单">
        <Link to={paths.home()} className="ai-side__brand" title="返回光子设计首页">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="ai-side__label">光子设计 AI</span>
        </Link>
        <nav className="ai-side__menu">
          {AI_MENU.map((item) => (
            <NavLink key={item.to} to={item.to} className="ai-side__item" title={item.label}>
              <span className="ai-side__icon">{ICONS[item.to]}</span>
              <span className="ai-side__label">{item.label}</span>
            </NavLink>
          ))}
        </nav>
        <button type="button" className="ai-side__toggle" onClick={toggle} aria-label="折叠或展开菜单">
          <MenuFoldOutlined className="ai-side__fold" />
          <MenuUnfoldOutlined className="ai-side__unfold" />
        </button>
      </aside>
      <div className="ai-main">
        <header className="ai-header">
          <SearchBox target={paths.aiNews()} placeholder="搜索AI资讯" className="ai-header__search" />
          <div className="ai-header__tools">
            <CustomerService contact={contact} />
            {signedIn && <VipLine user={user} />}
            <AiAccount />
          </div>
        </header>
        <main className="ai-content">{children}</main>
      </div>
    </div>
  );
}

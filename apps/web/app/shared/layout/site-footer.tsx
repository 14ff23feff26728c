import type { FooterData } from '@app/contract/web';
import type { ReactNode } from 'react';
import { SITE_NAME } from '../meta.ts';
import { isExternalLink, isPhoneContact, telHref } from './footer-rules.ts';
import './footer.css';

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  if (!href) return <span>{children}</span>;
  return isExternalLink(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={href}>{children}</a>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="site-footer__col">
      <h2 className="site-footer__heading">{title}</h2>
      {children}
    </section>
  );
}

/** Site footer (000 §2.3): contacts, cooperations, friend links, public-account QR code, record numbers. */
export function SiteFooter({ footer }: { footer: FooterData }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__main container">
        <section className="site-footer__col site-footer__brand">
          <div className="site-footer__logo">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {SITE_NAME}
          </div>
          <p>参数化设计与三维渲染的课程、插件与素材平台。</p>
        </section>
        {footer.contacts.length > 0 && (
          <Column title="联系我们">
            <ul>
              {footer.contacts.map((c) => (
                <li key={`${c.name}-${c.value}`}>
                  <span className="site-footer__label">{c.name}：</span>
                  {isPhoneContact(c.name) ? <a href={telHref(c.value)}>{c.value}</a> : c.value}
                </li>
              ))}
            </ul>
          </Column>
        )}
        {footer.cooperations.length > 0 && (
          <Column title="商务合作">
            <ul>
              {footer.cooperations.map((c) => (
                <li key={`${c.name}-${c.value}`}>
                  <span className="site-footer__label">{c.name}：</span>
                  {c.value}
                </li>
              ))}
            </ul>
          </Column>
        )}
        {footer.friends.length > 0 && (
          <Column title="友情链接">
            <ul className="site-footer__friends">
              {footer.friends.map((f) => (
                <li key={`${f.name}-${f.link}`}>
                  <FooterLink href={f.link}>{f.name}</FooterLink>
                </li>
              ))}
            </ul>
          </Column>
        )}
        {footer.qrcode && (
          <Column title="关注公众号">
            <img
              className="site-footer__qr"
              src={footer.qrcode}
              alt="公众号二维码"
              width={104}
              height={104}
              loading="lazy"
            />
          </Column>
        )}
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__records">
          <span>
            © {year} {SITE_NAME}
          </span>
          {footer.records.map((r) => (
            <FooterLink key={`${r.name}-${r.link}`} href={r.link}>
              {r.name}
            </FooterLink>
          ))}
        </div>
      </div>
    </footer>
  );
}

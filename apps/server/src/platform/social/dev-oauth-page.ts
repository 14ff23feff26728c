import { type SocialProviderId, socialProviderLabels } from './social.ts';
import type { DevIdentityRow } from './dev-oauth-store.ts';

export const DEV_OAUTH_TITLE = '开发用 OAuth 登录（非真实微信/QQ）';

/** Everything printed into the page goes through here. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export interface DevOauthPageInput {
  provider: SocialProviderId | null;
  state: string;
  redirectUri: string;
  identities: DevIdentityRow[];
  error?: string;
  action: string;
  /** This reply's CSP nonce, for the page's <style> (http/security-headers.ts). */
  nonce: string;
}

const styles = `
  body { margin: 0; font-family: system-ui, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; background: #f5f6f8; color: #1f2329; }
  main { max-width: 520px; margin: 32px auto; padding: 24px; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.06); }
  @media (max-width: 560px) { main { margin: 0; border-radius: 0; min-height: 100vh; box-sizing: border-box; } }
  .badge { display: inline-block; padding: 2px 8px; border-radius: 4px; background: #fff7e6; color: #d46b08; border: 1px solid #ffd591; font-size: 12px; }
  h1 { font-size: 20px; margin: 12px 0 8px; }
  h2 { font-size: 16px; margin: 24px 0 8px; }
  p { line-height: 1.6; color: #646a73; margin: 8px 0; }
  .error { color: #cf1322; background: #fff1f0; border: 1px solid #ffa39e; padding: 8px 12px; border-radius: 6px; }
  ul { list-style: none; padding: 0; margin: 0; }
  li form { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 10px 0; border-bottom: 1px solid #f0f0f0; }
  .who { min-width: 0; } .who b { display: block; overflow-wrap: anywhere; } .who small { color: #8f959e; overflow-wrap: anywhere; }
  button { flex: none; padding: 8px 16px; border: 0; border-radius: 6px; background: #1677ff; color: #fff; font-size: 14px; cursor: pointer; }
  .create { display: flex; gap: 8px; } .create input { flex: 1; min-width: 0; padding: 8px 10px; border: 1px solid #d9d9d9; border-radius: 6px; font-size: 14px; }
  a { color: #1677ff; }
`;

/** The dev OAuth page: pick an existing test identity of the provider, or create one. */
export function renderDevOauthPage(input: DevOauthPageInput): string {
  const label = input.provider ? socialProviderLabels[input.provider] : '第三方';
  const hidden = (extra: string) =>
    `<input type="hidden" name="provider" value="${escapeHtml(input.provider ?? '')}"><input type="hidden" name="state" value="${escapeHtml(input.state)}"><input type="hidden" name="redirect_uri" value="${escapeHtml(input.redirectUri)}">${extra}`;
  const list = input.identities.length
    ? `<ul>${input.identities
        .map(
          (identity) =>
            `<li><form method="post" action="${escapeHtml(input.action)}">${hidden(`<input type="hidden" name="identity_id" value="${identity.id}">`)}<span class="who"><b>${escapeHtml(identity.nickname)}</b><small>${escapeHtml(identity.subject)}</small></span><button type="submit">以此身份登录</button></form></li>`,
        )
        .join('')}</ul>`
    : `<p>还没有${escapeHtml(label)}测试身份，请在下方新建一个。</p>`;
  const body = input.provider
    ? `<h2>选择${escapeHtml(label)}测试身份</h2>${list}
<h2>新建测试身份</h2>
<form class="create" method="post" action="${escapeHtml(input.action)}">${hidden('')}<input name="nickname" maxlength="20" required placeholder="昵称，例如：测试用户甲" aria-label="昵称"><button type="submit">新建并登录</button></form>`
    : '';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${DEV_OAUTH_TITLE}</title><style nonce="${escapeHtml(input.nonce)}">${styles}</style></head>
<body><main>
<span class="badge">开发环境</span>
<h1>${DEV_OAUTH_TITLE}</h1>
<p>这是本地开发用的模拟授权页，代替${escapeHtml(label)}授权，不会连接真实的微信或 QQ 服务。选择一个测试身份后将返回网站完成登录或绑定。</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
${body}
<p><a href="/">取消，返回首页</a></p>
</main></body></html>`;
}

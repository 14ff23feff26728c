import { escapeHtml } from '../../platform/social/dev-oauth-page.ts';
import type { rechargeOrders } from './schema.ts';

type RechargeRow = typeof rechargeOrders.$inferSelect;

export const CASHIER_TITLE = '沙箱收银台（非真实支付）';
const METHOD_LABEL: Record<number, string> = { 1: '微信支付', 2: '支付宝' };
const STATUS_LABEL: Record<number, string> = { 0: '待支付', 1: '已支付', 2: '已关闭' };

const styles = `
  body { margin: 0; font-family: system-ui, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; background: #f5f6f8; color: #1f2329; }
  main { max-width: 480px; margin: 32px auto; padding: 24px; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.06); }
  @media (max-width: 520px) { main { margin: 0; border-radius: 0; min-height: 100vh; box-sizing: border-box; } }
  .badge { display: inline-block; padding: 2px 8px; border-radius: 4px; background: #fff7e6; color: #d46b08; border: 1px solid #ffd591; font-size: 13px; font-weight: 600; }
  h1 { font-size: 20px; margin: 12px 0 8px; }
  p { line-height: 1.6; color: #646a73; margin: 8px 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 16px 0; } dt { color: #8f959e; } dd { margin: 0; overflow-wrap: anywhere; }
  .amount { font-size: 28px; font-weight: 600; color: #cf1322; }
  .notice { padding: 10px 12px; border-radius: 6px; } .ok { background: #f6ffed; border: 1px solid #b7eb8f; color: #389e0d; } .error { background: #fff1f0; border: 1px solid #ffa39e; color: #cf1322; }
  form { display: flex; flex-direction: column; gap: 10px; margin-top: 16px; }
  button { padding: 12px 16px; border: 0; border-radius: 6px; background: #1677ff; color: #fff; font-size: 16px; cursor: pointer; }
  button.secondary { background: #fff; color: #646a73; border: 1px solid #d9d9d9; font-size: 13px; padding: 8px 12px; }
`;

/** The sandbox cashier its QR code opens: order, amount and 确认支付, all clearly labelled 沙箱. */
export function renderCashierPage(input: {
  order: RechargeRow | null;
  action: string;
  notice?: { kind: 'ok' | 'error'; text: string };
  /** This reply's CSP nonce, for the page's <style> (http/security-headers.ts). */
  nonce: string;
}): string {
  const { order } = input;
  const notice = input.notice
    ? `<p class="notice ${input.notice.kind}" role="${input.notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(input.notice.text)}</p>`
    : '';
  const details = order
    ? `<dl>
<dt>支付方式</dt><dd>沙箱 · ${escapeHtml(METHOD_LABEL[order.payMethod] ?? '未知')}</dd>
<dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd>
<dt>商品</dt><dd>光子充值 ${escapeHtml(order.num)} 个</dd>
<dt>应付金额</dt><dd class="amount">￥${escapeHtml(order.amount)}</dd>
<dt>订单状态</dt><dd>${STATUS_LABEL[order.status] ?? '未知'}</dd>
</dl>`
    : '';
  const actions =
    order && order.status === 0
      ? `<form method="post" action="${escapeHtml(input.action)}">
<button type="submit" name="intent" value="pay">确认支付（沙箱）</button>
<button class="secondary" type="submit" name="intent" value="lose">确认支付但丢弃通知（测试主动查询入账）</button>
</form>`
      : order && order.status === 1
        ? '<p>该订单已支付。请回到原来的页面，支付结果会自动显示。</p>'
        : '';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${CASHIER_TITLE}</title><style nonce="${escapeHtml(input.nonce)}">${styles}</style></head>
<body><main>
<span class="badge">沙箱</span>
<h1>${CASHIER_TITLE}</h1>
<p>这是开发环境的模拟收银台，代替微信支付 / 支付宝，不会产生真实扣款。点击"确认支付"后，沙箱会向平台发送签名的支付通知，平台验签后为充值账户入账光子。</p>
${notice}
${details}
${actions}
</main></body></html>`;
}

import type { AddressInfo } from 'node:net';
import type { Config } from './config.ts';

/** host:port of each socket the server listens on ([::1]:3000 for IPv6). */
export function listeningAddresses(addresses: (string | AddressInfo)[]): string[] {
  return addresses.map((a) =>
    typeof a === 'string' ? a : a.family === 'IPv6' ? `[${a.address}]:${a.port}` : `${a.address}:${a.port}`,
  );
}

/**
 * What `npm start` prints once it listens (docs/spec-decisions.md "…state-changing GETs, a safe default
 * start"): outside production it says plainly that this is a demo, which address it listens on (all
 * interfaces by default: other machines on the network can open it), that the dev routes answer only this
 * machine or the printed token, and how to run production instead.
 */
export function startBanner(config: Config, listening: string[]): string {
  const where = listening.join('、') || `${config.HOST}:${config.PORT}`;
  const allInterfaces = config.HOST === '0.0.0.0' || config.HOST === '::';
  if (!config.devTools) return `光子设计平台已启动（生产模式）：监听 ${where}，网站 ${config.PUBLIC_URL}`;
  const rule = '='.repeat(72);
  return [
    rule,
    ' 演示模式（NODE_ENV 不是 production）：含演示数据、演示账号和开发工具，不可用于正式运营。',
    ' Demo mode: demo data, demo accounts and dev tools — not for real use.',
    ` 监听：${where}${allInterfaces ? '（所有网卡：同一网络的其他机器也能打开网站；只想本机用请设 HOST=127.0.0.1）' : ''}`,
    ` 网站：${config.PUBLIC_URL}`,
    ' 开发工具（/dev/outbox 验证码与邮件、/dev/cashier 沙箱收银台、开发 OAuth、/api/dev/…）只对本机（127.0.0.1 / ::1）开放；',
    ` 其他机器调用须带请求头 X-Dev-Token: ${config.devRoutesToken}${config.DEV_ROUTES_TOKEN ? '' : '（每次启动随机生成，可用 DEV_ROUTES_TOKEN 固定）'}`,
    ' 正式运行：NODE_ENV=production，并设置 PUBLIC_URL、APP_SECRET、DATABASE_URL 等，再 npm start —— 见 README 的 Production 一节与 docs/operations.md。',
    rule,
  ].join('\n');
}

import { noticeChannelCalls, type NoticeChannels } from '@app/contract/web';
import { Switch } from 'antd';
import { Link } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';

/**
 * 消息通知 on 基本信息: what staff did (审核结果, 退款, 发票) always arrives in 消息回复; the member may also
 * have it sent by SMS and/or e-mail (off by default). A switch without its bound phone / verified e-mail
 * is disabled, with the way to 账号安全 to bind one.
 */
export function NoticeChannelsSection() {
  const channels = useApiQuery(noticeChannelCalls.read, {});
  const save = useApiMutation(noticeChannelCalls.save, {
    success: true,
    invalidates: [apiKeyPrefix(noticeChannelCalls.read)],
  });
  const c: NoticeChannels | undefined = channels.data;
  if (!c) return null;
  const change = (next: Partial<Pick<NoticeChannels, 'sms' | 'email'>>) =>
    void save.run({ body: { sms: c.sms, email: c.email, ...next } });

  return (
    <section className="uc-notice-channels" aria-labelledby="uc-notice-title">
      <h3 id="uc-notice-title" className="uc-notice-channels__title">
        消息通知
      </h3>
      <p className="uc-notice-channels__hint">
        投稿审核结果、订单退款、发票开具和 VIP 到期提醒会发到「消息回复」；也可以同时通过短信或邮件通知您。
      </p>
      <ul className="uc-notice-channels__list">
        <li>
          <Switch checked disabled aria-labelledby="uc-notice-site" size="small" />
          <span id="uc-notice-site">站内消息（始终开启）</span>
        </li>
        <li>
          <Switch
            checked={c.sms}
            disabled={!c.can_sms}
            loading={save.pending}
            onChange={(sms) => change({ sms })}
            aria-labelledby="uc-notice-sms"
            size="small"
          />
          <span id="uc-notice-sms">短信通知{c.phone ? `（${c.phone}）` : ''}</span>
          {!c.can_sms && (
            <Link to={paths.userSecurity()} className="uc-link">
              先绑定手机号
            </Link>
          )}
        </li>
        <li>
          <Switch
            checked={c.email}
            disabled={!c.can_email}
            loading={save.pending}
            onChange={(email) => change({ email })}
            aria-labelledby="uc-notice-email"
            size="small"
          />
          <span id="uc-notice-email">邮件通知{c.email_address ? `（${c.email_address}）` : ''}</span>
          {!c.can_email && (
            <Link to={paths.userSecurity()} className="uc-link">
              先绑定并验证邮箱
            </Link>
          )}
        </li>
      </ul>
    </section>
  );
}

import { ReloadOutlined } from '@ant-design/icons';
import type { CallData, platformCalls } from '@app/contract/web';
import { Alert, Button, Empty, Input, Result, Tag } from 'antd';
import dayjs from 'dayjs';
import { Form, useNavigation, useRevalidator } from 'react-router';
import './dev-outbox.css';

export type OutboxMessage = CallData<typeof platformCalls.devOutbox>[number];

export type OutboxState =
  { kind: 'ok'; messages: OutboxMessage[] } | { kind: 'production' } | { kind: 'error'; msg: string };

const CHANNEL_LABEL: Record<string, string> = { sms: '短信', mail: '邮件', email: '邮件' };

/**
 * /dev/outbox: what the platform would have sent by SMS or e-mail outside production (codes, reset and
 * verification links), newest first, optionally for one recipient (?to=).
 */
export function DevOutboxPage({ state, to }: { state: OutboxState; to: string }) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const loading = revalidator.state === 'loading' || navigation.state === 'loading';
  if (state.kind === 'production') {
    return (
      <div className="container dev-outbox">
        <Result
          status="404"
          title="仅开发环境可用"
          subTitle="开发发件箱只在开发与测试环境开放；生产环境的短信与邮件会真实发送。"
        />
      </div>
    );
  }
  return (
    <div className="container dev-outbox">
      <h1 className="dev-outbox__title">开发发件箱（仅开发环境，消息未真实发送）</h1>
      <Form method="get" className="dev-outbox__filter">
        <Input
          name="to"
          defaultValue={to}
          key={to}
          placeholder="按收件人筛选：手机号或邮箱"
          allowClear
          maxLength={128}
        />
        <Button type="primary" htmlType="submit">
          筛选
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void revalidator.revalidate()} loading={loading}>
          刷新
        </Button>
      </Form>
      {state.kind === 'error' ? (
        <Alert type="error" showIcon title={state.msg} />
      ) : state.messages.length === 0 ? (
        <Empty description={to ? `没有发给 ${to} 的消息` : '发件箱是空的'} />
      ) : (
        <ol className="dev-outbox__list">
          {state.messages.map((m, i) => (
            <li key={`${m.created_at}-${i}`} className="dev-outbox__item">
              <div className="dev-outbox__meta">
                <Tag color={m.channel === 'sms' ? 'blue' : 'purple'}>
                  {CHANNEL_LABEL[m.channel] ?? m.channel}
                </Tag>
                <span className="dev-outbox__to">{m.to}</span>
                <time className="dev-outbox__time" dateTime={m.created_at}>
                  {dayjs(m.created_at).format('YYYY-MM-DD HH:mm:ss')}
                </time>
              </div>
              {m.subject && <div className="dev-outbox__subject">{m.subject}</div>}
              {m.code && (
                <div className="dev-outbox__code" aria-label="验证码">
                  {m.code}
                </div>
              )}
              {m.link && (
                <a className="dev-outbox__link" href={m.link}>
                  {m.link}
                </a>
              )}
              <pre className="dev-outbox__body">{m.body}</pre>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

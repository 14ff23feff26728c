import { accountCalls, Code, M } from '@app/contract/web';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/client.ts';
import './account.css';
import { paths } from '../../shared/paths.ts';

type Outcome = { state: 'pending' } | { state: 'done'; ok: boolean; msg: string };

const REQUIRED_PARAMS = ['email', '_token', '_timestamp', 'verify_code'] as const;

/** E-mail verification result (000 §2.5): the link from the verification mail lands here. */
export function EmailVerifyPage() {
  const [searchParams] = useSearchParams();
  const values = Object.fromEntries(
    REQUIRED_PARAMS.map((key) => [key, (searchParams.get(key) ?? '').trim()]),
  ) as Record<(typeof REQUIRED_PARAMS)[number], string>;
  const complete = REQUIRED_PARAMS.every((key) => values[key] !== '');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });
  // One verification per page load (StrictMode mounts effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (!complete || sent.current) return;
    sent.current = true;
    void callApi(accountCalls.emailVerify, {
      body: {
        email: values.email,
        _token: values._token,
        timestamp: values._timestamp,
        verify_code: values.verify_code,
      },
    }).then((answer) => setOutcome({ state: 'done', ok: answer.code === Code.ok, msg: answer.msg }));
    // The parameters come from the link and do not change while the page is open.
  }, [complete]);

  const home = (
    <Link to={paths.home()}>
      <Button type="primary">返回首页</Button>
    </Link>
  );

  let body;
  if (!complete)
    body = (
      <Result
        status="error"
        title={M.emailVerifyParams}
        subTitle="链接不完整，请从验证邮件中重新打开。"
        extra={home}
      />
    );
  else if (outcome.state === 'pending') body = <Result icon={<Spin size="large" />} title="正在验证邮箱…" />;
  else
    body = (
      <Result
        status={outcome.ok ? 'success' : 'error'}
        title={outcome.msg}
        subTitle={outcome.ok ? '请妥善保管您的邮箱，它可用于找回密码' : undefined}
        extra={home}
      />
    );

  return (
    <div className="page-content container" style={{ paddingTop: 48 }}>
      <h1 className="visually-hidden">邮箱验证</h1>
      {body}
    </div>
  );
}

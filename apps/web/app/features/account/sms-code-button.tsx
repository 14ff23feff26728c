import { accountCalls, smsButtonState, type SmsScene } from '@app/contract/web';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';

export interface SmsCodeButtonProps {
  scene: SmsScene;
  /** The phone (or, when registering, e-mail) the code goes to, read at click time. */
  getPhone: () => string;
  /**
   * Checked before anything is sent; answers false to stop (it shows its own message, e.g. by
   * validating the phone field or calling message.warning).
   */
  canSend: () => boolean | Promise<boolean>;
  block?: boolean;
}

/**
 * The send-code button (000 §4, 001 §2.5): 发送验证码 → 已发送 → 'N 秒' over 60 s → 重新获取.
 * The countdown starts only after the server accepted the send; a refusal shows the server msg and
 * leaves the button ready to try again.
 */
export function SmsCodeButton({ scene, getPhone, canSend, block }: SmsCodeButtonProps) {
  const sendCode = useApiMutation(accountCalls.sendCode, { success: true });
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const state = smsButtonState(sentAt, now);
  const running = state.kind === 'sent' || state.kind === 'counting';

  useEffect(() => {
    if (!running) return;
    // Ticking faster than once a second keeps the label from skipping a number when a tick lands late.
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [running]);

  async function send() {
    if (sendCode.pending || running) return;
    if (!(await canSend())) return;
    const result = await sendCode.run({ body: { phone: getPhone().trim(), scene } });
    if (!result.ok) return;
    const at = Date.now();
    setSentAt(at);
    setNow(at);
  }

  return (
    <Button
      onClick={send}
      loading={sendCode.pending}
      disabled={state.disabled}
      block={block}
      style={{ minWidth: 112 }}
    >
      {state.label}
    </Button>
  );
}

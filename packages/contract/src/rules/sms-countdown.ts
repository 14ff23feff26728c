/** Spec 000 §4 / 001 §2.5: 发送验证码 → 已发送 → 'N 秒' over 60 s → 重新获取. */
export const SMS_RESEND_SECONDS = 60;

export type SmsButtonState =
  | { kind: 'idle'; label: '发送验证码'; disabled: false }
  | { kind: 'sent'; label: '已发送'; disabled: true }
  | { kind: 'counting'; label: string; disabled: true; secondsLeft: number }
  | { kind: 'again'; label: '重新获取'; disabled: false };

/**
 * The button state `elapsedMs` after a successful send (null = never sent).
 * '已发送' shows for the first second, then the countdown runs to 0, then '重新获取'.
 */
export function smsButtonState(sentAt: number | null, now: number): SmsButtonState {
  if (sentAt === null) return { kind: 'idle', label: '发送验证码', disabled: false };
  const elapsed = Math.floor((now - sentAt) / 1000);
  if (elapsed < 1) return { kind: 'sent', label: '已发送', disabled: true };
  const secondsLeft = SMS_RESEND_SECONDS - elapsed;
  if (secondsLeft > 0) return { kind: 'counting', label: `${secondsLeft} 秒`, disabled: true, secondsLeft };
  return { kind: 'again', label: '重新获取', disabled: false };
}

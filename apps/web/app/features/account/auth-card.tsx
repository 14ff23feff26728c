import { Card } from 'antd';
import type { ReactNode } from 'react';

/**
 * The frame shared by the sign-in and recovery screens: one centred card, full width on phones.
 * Links between these screens use `replace`, so that "back to the previous page" after signing in
 * skips them and returns to where the visitor was before (000 §2.5).
 */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="page-content account-auth">
      <Card className="account-auth-card" variant="borderless">
        <h1 className="account-auth-title">{title}</h1>
        {children}
      </Card>
      {footer ? <div className="account-auth-footer">{footer}</div> : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import './plain-tag.css';

/** antd's Tag in the two colours the public pages use (success, blue), for pages without antd. */
export function PlainTag({
  color,
  className = '',
  children,
}: {
  color: 'success' | 'blue';
  className?: string;
  children: ReactNode;
}) {
  return <span className={`plain-tag plain-tag--${color} ${className}`}>{children}</span>;
}

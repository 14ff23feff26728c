import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './plain-button.css';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'text';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle';
  /** Primary colour on a transparent background (antd's `ghost`). */
  ghost?: boolean;
  /** The error colour (antd's `danger`: a primary button turns red). */
  danger?: boolean;
  /** Shows a spinner in place of the icon and takes no clicks. */
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * A button that looks and behaves like the antd Button of the rest of the site (our theme's colours, sizes,
 * circle, text and ghost styles, a loading spinner), for the public pages that run without antd — the
 * course page's stage, information block and tabs, the follow '+'.
 */
export function PlainButton({
  variant = 'default',
  size = 'middle',
  shape = 'default',
  ghost = false,
  danger = false,
  loading = false,
  icon,
  className = '',
  children,
  type = 'button',
  disabled,
  ...rest
}: PlainButtonProps) {
  const classes = [
    'plain-btn',
    `plain-btn--${variant}`,
    size !== 'middle' && `plain-btn--${size}`,
    shape === 'circle' && 'plain-btn--circle',
    ghost && 'plain-btn--ghost',
    danger && 'plain-btn--danger',
    loading && 'is-loading',
    className,
  ].filter(Boolean);
  const shownIcon = loading ? <LoadingOutlined /> : icon;
  return (
    <button
      type={type}
      className={classes.join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      {...rest}
      onClick={loading ? undefined : rest.onClick}
    >
      {shownIcon && <span className="plain-btn__icon">{shownIcon}</span>}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}

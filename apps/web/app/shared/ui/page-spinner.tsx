import { Spin } from 'antd';

/** Shown by guarded pages until the client knows the session (nothing protected flashes meanwhile). */
export function PageSpinner({ tip = '加载中…' }: { tip?: string }) {
  return (
    <div className="page-content page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="page-spinner__tip">{tip}</span>
    </div>
  );
}

import { CopyOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { M, SERVICE_HOURS } from '@app/contract/web';
import { copyText } from '../ui/copy-text.ts';
import { showFeedback } from '../ui/feedback.ts';
import { HoverPanel } from '../ui/hover-panel.tsx';
import type { ContactInfo } from './shell-data.ts';
import './header-controls.css';

/** The support channels of 000 §1, each copyable; the phone is also a tel: link. */
export function CustomerServicePanel({ contact }: { contact: ContactInfo | null }) {
  const copy = async (value: string) => {
    if (await copyText(value)) void showFeedback('success', M.copied);
    else void showFeedback('warning', '复制失败，请手动选择复制');
  };
  const rows = [
    { label: 'QQ', value: contact?.qq ?? '' },
    {
      label: '邮箱',
      value: contact?.email ?? '',
      href: contact?.email ? `mailto:${contact.email}` : undefined,
    },
    {
      label: '电话',
      value: contact?.phone ?? '',
      href: contact?.phone ? `tel:${contact.phone.replace(/[^\d+]/g, '')}` : undefined,
    },
    { label: '微信', value: contact?.wechat ?? '' },
  ].filter((row) => row.value);
  return (
    <div className="cs-panel">
      <div className="cs-panel__title">联系客服</div>
      {rows.length === 0 && <p className="cs-panel__empty">客服信息暂未设置</p>}
      {rows.map((row) => (
        <div key={row.label} className="cs-panel__row">
          <span className="cs-panel__label">{row.label}</span>
          {row.href ? (
            <a className="cs-panel__value" href={row.href}>
              {row.value}
            </a>
          ) : (
            <span className="cs-panel__value">{row.value}</span>
          )}
          <button
            type="button"
            className="cs-panel__copy"
            onClick={() => void copy(row.value)}
            aria-label={`复制${row.label}`}
            title="复制"
          >
            <CopyOutlined />
          </button>
        </div>
      ))}
      {contact?.qrcode && (
        <img
          className="cs-panel__qr"
          src={contact.qrcode}
          alt="客服二维码"
          width={120}
          height={120}
          loading="lazy"
        />
      )}
      <div className="cs-panel__hours">服务时间：{contact?.hours || SERVICE_HOURS}</div>
    </div>
  );
}

/** The header's customer-service dropdown (hover on desktop, tap on touch screens). */
export function CustomerService({
  contact,
  className = '',
}: {
  contact: ContactInfo | null;
  className?: string;
}) {
  return (
    <HoverPanel
      panelClassName="cs-popover"
      trigger={({ open, toggle, panelId }) => (
        <button
          type="button"
          className={`hdr-icon-btn ${className}`}
          aria-label="联系客服"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={toggle}
        >
          <CustomerServiceOutlined />
          <span className="hdr-icon-btn__text">客服</span>
        </button>
      )}
    >
      <CustomerServicePanel contact={contact} />
    </HoverPanel>
  );
}

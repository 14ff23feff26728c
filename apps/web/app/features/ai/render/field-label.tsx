import { QuestionCircleOutlined } from '@ant-design/icons';
import type { RenderTips } from '@app/contract/web';
import { Popover } from 'antd';
import type { ReactNode } from 'react';
import { TIP_OF } from './render-rules.ts';

/** A field's title with its tip from /static/tip.json (002 §2 'Field tips'), when the tips have loaded. */
export function FieldLabel({
  field,
  tips,
  children,
  extra,
}: {
  field?: keyof typeof TIP_OF;
  tips: RenderTips | undefined;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const tip = field ? tips?.[TIP_OF[field]!] : undefined;
  return (
    <div className="rd-label">
      <span className="rd-label__text">{children}</span>
      {tip ? (
        <Popover
          title={tip.title}
          content={<p className="rd-tip">{tip.content}</p>}
          trigger={['hover', 'click']}
        >
          <button type="button" className="rd-label__tip" aria-label={`${tip.title}说明`}>
            <QuestionCircleOutlined />
          </button>
        </Popover>
      ) : null}
      {extra ? <span className="rd-label__extra">{extra}</span> : null}
    </div>
  );
}

import { CloseCircleFilled } from '@ant-design/icons';
import { RenderLimits } from '@app/contract/web';
import { cutPrompt } from './render-rules.ts';

/**
 * 灵感描述 / 反向描述 (002 §2, §5): a textarea cut to 600 characters, an 'N/600' counter of its own text
 * (the spec's client counted the prompt under both; ours counts each field) and a clear button.
 */
export function PromptField({
  id,
  label,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="rd-prompt">
      <textarea
        id={id}
        aria-label={label}
        value={value}
        rows={4}
        placeholder={placeholder}
        onChange={(event) => onChange(cutPrompt(event.target.value))}
      />
      <div className="rd-prompt__foot">
        <span className="rd-prompt__count">
          {[...value].length}/{RenderLimits.promptMax}
        </span>
        {value ? (
          <button type="button" className="rd-link" onClick={() => onChange('')} aria-label={`清空${label}`}>
            <CloseCircleFilled /> 清空
          </button>
        ) : null}
      </div>
    </div>
  );
}

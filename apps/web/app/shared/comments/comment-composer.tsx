import { Button, Input } from 'antd';
import { useState } from 'react';
import { COMMENT_MAX_CHARS } from '@app/contract/web';

interface ComposerProps {
  placeholder: string;
  submitLabel: string;
  pending: boolean;
  /** Resolves true when accepted; the text is then cleared. */
  onSubmit: (text: string) => Promise<boolean>;
  autoFocus?: boolean;
  rows?: number;
}

/** A text area (at most 500 characters, 000 §5) with its submit button. */
export function CommentComposer({
  placeholder,
  submitLabel,
  pending,
  onSubmit,
  autoFocus,
  rows = 3,
}: ComposerProps) {
  const [text, setText] = useState('');
  return (
    <div className="comment-composer">
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={COMMENT_MAX_CHARS}
        showCount
        rows={rows}
        autoFocus={autoFocus}
      />
      <div className="comment-composer__actions">
        <Button
          type="primary"
          loading={pending}
          onClick={async () => {
            if (await onSubmit(text)) setText('');
          }}
        >
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}

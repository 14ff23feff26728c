import { Button, Modal, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { SiteImageUpload } from './site-image-upload.tsx';

/** The formatting a news article needs, through the browser's editing commands. */
const TOOLS: [label: string, command: string, argument?: string][] = [
  ['B', 'bold'],
  ['I', 'italic'],
  ['U', 'underline'],
  ['小标题', 'formatBlock', 'h3'],
  ['正文', 'formatBlock', 'p'],
  ['引用', 'formatBlock', 'blockquote'],
  ['有序列表', 'insertOrderedList'],
  ['无序列表', 'insertUnorderedList'],
];

/**
 * The news body: an editable area with a toolbar, links and uploaded images. What it produces is only a
 * draft: the server runs it through the site's one HTML allowlist before storing it.
 */
export function SiteRichEditor({
  value,
  onChange,
  label = '资讯正文',
}: {
  value?: string;
  onChange?: (html: string) => void;
  /** What a screen reader calls the area (the news body; a course's intro). */
  label?: string;
}) {
  const area = useRef<HTMLDivElement>(null);
  const [imageOpen, setImageOpen] = useState(false);
  // The area is uncontrolled while typing (rewriting it would move the caret); a value from outside (the
  // article loaded, the form reset) is written when the area is not being edited.
  useEffect(() => {
    const el = area.current;
    if (el && document.activeElement !== el && el.innerHTML !== (value ?? '')) el.innerHTML = value ?? '';
  }, [value]);
  const changed = () => onChange?.(area.current?.innerHTML ?? '');
  const run = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    changed();
  };
  function addLink() {
    const url = window.prompt('链接地址（以 http(s):// 或 / 开头）', 'https://');
    if (url && /^(https?:\/\/|\/)/.test(url)) run('createLink', url);
  }
  return (
    <div className="admin-editor">
      <Space wrap size={4} className="admin-editor__tools">
        {TOOLS.map(([label, command, argument]) => (
          <Button
            key={label}
            size="small"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(command, argument)}
          >
            {label}
          </Button>
        ))}
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={addLink}>
          链接
        </Button>
        <Button size="small" onClick={() => setImageOpen(true)}>
          图片
        </Button>
      </Space>
      <div
        ref={area}
        className="admin-editor__area rich-text"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        suppressContentEditableWarning
        onInput={changed}
        onBlur={changed}
      />
      <Modal
        title="插入图片"
        open={imageOpen}
        footer={null}
        onCancel={() => setImageOpen(false)}
        destroyOnHidden
      >
        <SiteImageUpload
          onChange={(url) => {
            setImageOpen(false);
            run('insertImage', url);
          }}
        />
      </Modal>
    </div>
  );
}

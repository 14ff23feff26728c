import { Button, Modal, Space } from 'antd';
import { useRef, useState } from 'react';
import { FileUpload } from './file-upload.tsx';

/** The formatting of 001 §2.21, through the browser's editing commands on a contentEditable area. */
const COMMANDS: [string, string, string?][] = [
  ['加粗', 'bold'],
  ['斜体', 'italic'],
  ['下划线', 'underline'],
  ['删除线', 'strikeThrough'],
  ['引用', 'formatBlock', 'blockquote'],
  ['代码', 'formatBlock', 'pre'],
  ['标题', 'formatBlock', 'h3'],
  ['有序列表', 'insertOrderedList'],
  ['无序列表', 'insertUnorderedList'],
  ['下标', 'subscript'],
  ['上标', 'superscript'],
  ['缩进', 'indent'],
  ['减少缩进', 'outdent'],
];

/**
 * Rich text (001 §2.21): the value is shown, 点击编辑 opens a dialog titled for the field (编辑插件介绍 on
 * the plugin form), which neither a click outside nor Escape closes. Images are uploaded directly to storage and embedded. The server refuses script and
 * sanitises the rest, so what is typed here is never trusted.
 */
export function RichTextField({
  value,
  onChange,
  label = '课程介绍',
}: {
  value?: string;
  onChange?: (html: string) => void;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const editor = useRef<HTMLDivElement>(null);
  const [rtl, setRtl] = useState(false);
  const run = (command: string, argument?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, argument);
  };
  return (
    <div className="cr-rich">
      {value ? (
        <div className="cr-rich__preview rich-text" dangerouslySetInnerHTML={{ __html: value }} />
      ) : (
        <div className="cr-rich__empty">未填写</div>
      )}
      <Button onClick={() => setOpen(true)}>点击编辑</Button>
      <Modal
        title={`编辑${label}`}
        open={open}
        width={800}
        mask={{ closable: false }}
        keyboard={false}
        destroyOnHidden
        okText="确定"
        cancelText="取消"
        onCancel={() => setOpen(false)}
        onOk={() => {
          onChange?.(editor.current?.innerHTML ?? '');
          setOpen(false);
        }}
      >
        <div className="cr-rich__label">{label}</div>
        <Space wrap size={4} className="cr-rich__toolbar">
          {COMMANDS.map(([name, command, argument]) => (
            <Button
              key={name}
              size="small"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(command, argument)}
            >
              {name}
            </Button>
          ))}
          <Button size="small" onClick={() => setRtl(!rtl)}>
            {rtl ? '从左到右' : '从右到左'}
          </Button>
          <FileUpload
            purpose="image"
            label="插入图片"
            onChange={(file) => file?.url && run('insertImage', file.url)}
          />
        </Space>
        <div
          ref={editor}
          className="cr-rich__editor rich-text"
          dir={rtl ? 'rtl' : 'ltr'}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-label={label}
          aria-multiline
          dangerouslySetInnerHTML={{ __html: value ?? '' }}
        />
      </Modal>
    </div>
  );
}

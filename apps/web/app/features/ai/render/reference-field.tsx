import { CloseOutlined, LoadingOutlined, PictureOutlined } from '@ant-design/icons';
import { accountCalls, RenderLimits } from '@app/contract/web';
import { App, Slider } from 'antd';
import { useRef } from 'react';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import type { PickedReference } from './render-form.ts';
import { referenceFileError } from './render-rules.ts';

/**
 * 上传风格参考图 / 上传外形参考图 (002 §2, §5): picks a .jpg/.jpeg/.png (the newest pick replaces the last),
 * uploads it with POST /api/upload (the server checks the bytes, and on generate that it is the member's own
 * picture the backends can take) and shows it; a 参考强度 slider
 * 0–2 in steps of 0.5 beside it.
 */
export function ReferenceField({
  label,
  value,
  weight,
  signedIn,
  onChange,
  onWeight,
  onNeedLogin,
}: {
  label: string;
  value: PickedReference | null;
  weight: number;
  signedIn: boolean;
  onChange: (value: PickedReference | null) => void;
  onWeight: (weight: number) => void;
  onNeedLogin: () => void;
}) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const upload = useApiMutation(accountCalls.uploadImage);

  async function send(file: File) {
    const error = referenceFileError(file);
    if (error) return void message.error(error);
    const form = new FormData();
    form.append('file', file);
    const answer = await upload.run({ body: form });
    if (answer.ok)
      onChange({ filename: answer.data.filename, preview: URL.createObjectURL(file), name: file.name });
  }

  return (
    <div className="rd-ref">
      <div className="rd-ref__box">
        {value ? (
          <>
            {value.preview ? (
              <img src={value.preview} alt={label} />
            ) : (
              <span className="rd-ref__name">{value.name}</span>
            )}
            <button
              type="button"
              className="rd-ref__remove"
              aria-label={`移除${label}`}
              onClick={() => onChange(null)}
            >
              <CloseOutlined />
            </button>
          </>
        ) : (
          <button
            type="button"
            className="rd-ref__pick"
            aria-label={`${upload.pending ? '上传中…' : '点击上传'}${label}`}
            disabled={upload.pending}
            onClick={() => (signedIn ? input.current?.click() : onNeedLogin())}
          >
            {upload.pending ? <LoadingOutlined /> : <PictureOutlined />}
            <span>{upload.pending ? '上传中…' : '点击上传'}</span>
          </button>
        )}
        <input
          ref={input}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          hidden
          data-testid={`${label}-file`}
          onChange={(event) => {
            const file = event.target.files?.[event.target.files.length - 1];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </div>
      <div className="rd-ref__weight">
        <span>参考强度</span>
        <Slider
          min={RenderLimits.weightMin}
          max={RenderLimits.weightMax}
          step={RenderLimits.weightStep}
          value={weight}
          onChange={onWeight}
          tooltip={{ open: false }}
          // On the handle (role=slider), the element a screen reader lands on.
          ariaLabelForHandle={`${label}参考强度`}
        />
        <b>{weight}</b>
      </div>
    </div>
  );
}

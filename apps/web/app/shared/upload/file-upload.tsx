import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { uploadMessages, uploadProblem, type UploadPurpose } from '@app/contract/web';
import { App, Button, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { browserMemory, xhrPutPart } from './browser-upload.ts';
import { abortFile, uploadFile, type UploadApi, type UploadProgress } from './multipart-upload.ts';
import { formatRemaining, formatSpeed } from './upload-format.ts';
import './file-upload.css';

export interface UploadedFile {
  /** The stored object name (sent in the forms). */
  key: string;
  name: string;
  /** Public URL for images, '' for private files. */
  url: string;
}

const ACCEPT: Record<UploadPurpose, string> = {
  image: 'image/jpeg,image/jpg,image/png,image/gif',
  video: 'video/*,.flv,.rm,.rmvb,.mkv,.ts,.mpg',
  plugin: '',
  material: '',
  annex: '',
};

/**
 * One file straight to storage (001 §7): the server checks type and size when the upload opens; the
 * bar shows progress, speed and remaining time. Choosing the same file again after a reload or a dropped
 * connection resumes where it stopped (the stored parts are skipped).
 */
export function FileUpload({
  api,
  purpose,
  value,
  onChange,
  label = '选择文件',
  size,
}: {
  /** Whose upload calls: the creators' /api/oss/multipart or the back office's /api/admin/uploads. */
  api: UploadApi;
  purpose: UploadPurpose;
  value?: UploadedFile | null;
  onChange?: (file: UploadedFile | null) => void;
  label?: string;
  /** The button's size ('small' in the back office's lesson rows). */
  size?: 'small' | 'middle';
}) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failed, setFailed] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function start(chosen: File) {
    const problem = uploadProblem(purpose, {
      name: chosen.name.replace(/\s+/g, ''),
      size: chosen.size,
      type: chosen.type,
    });
    if (problem) return void message.error(problem);
    setFile(chosen);
    setFailed(false);
    abort.current = new AbortController();
    try {
      const done = await uploadFile({
        api,
        putPart: xhrPutPart,
        memory: browserMemory,
        purpose,
        file: chosen,
        signal: abort.current.signal,
        onProgress: setProgress,
      });
      onChange?.({ key: done.key, name: chosen.name, url: done.url });
      setProgress(null);
    } catch (error) {
      if (abort.current?.signal.aborted) return;
      setFailed(true);
      message.error(error instanceof Error && error.message ? error.message : uploadMessages.failed);
    }
  }

  async function cancel() {
    abort.current?.abort();
    if (file) await abortFile(api, browserMemory, purpose, file);
    setProgress(null);
    setFile(null);
  }

  const uploading = progress !== null && !failed;
  return (
    <div className="cr-upload">
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        accept={ACCEPT[purpose] || undefined}
        data-purpose={purpose}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void start(chosen);
        }}
      />
      <Space wrap>
        <Button
          size={size}
          icon={<UploadOutlined />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {label}
        </Button>
        {value && !uploading && (
          <span className="cr-upload__name">
            {value.url && purpose === 'image' ? (
              <img src={value.url} alt="" className="cr-upload__thumb" />
            ) : null}
            {value.name}
            <Button
              type="text"
              size="small"
              aria-label="移除"
              icon={<CloseOutlined />}
              onClick={() => onChange?.(null)}
            />
          </span>
        )}
      </Space>
      {progress && (
        <div className="cr-upload__progress" aria-label="上传进度">
          <Progress
            percent={progress.percent}
            status={failed ? 'exception' : uploading ? 'active' : 'success'}
            size="small"
          />
          <div className="cr-upload__stats">
            {failed ? (
              <span className="cr-upload__failed">上传失败（再次选择同一文件可继续上传）</span>
            ) : (
              <>
                {progress.resumed && <span>已从断点继续</span>}
                <span>速度 {formatSpeed(progress.speed)}</span>
                <span>剩余 {formatRemaining(progress.remaining)}</span>
              </>
            )}
            <Button type="link" size="small" onClick={() => void cancel()}>
              取消上传
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

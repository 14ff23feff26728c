import { DownloadOutlined, ThunderboltFilled } from '@ant-design/icons';
import { RENDER_STATE_LABELS, RenderPolling } from '@app/contract/web';
import { Button, Image } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import type { RenderJobView } from './use-render-job.ts';

/** The simulated progress bar (002 §4): a step every 100 ms, looping. */
function LoopingBar() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setStep((s) => (s + 1) % 100), RenderPolling.progressStepMs);
    return () => clearInterval(id);
  }, []);
  return (
    <div className="rd-bar" role="progressbar" aria-label="生成中" aria-busy="true">
      <i style={{ width: `${step + 1}%` }} />
    </div>
  );
}

/**
 * The centre area (002 §2): empty; while generating (queue count, progress, 取消制作, VIP加速中 / 立即加速);
 * the finished picture with a preview and '保存原图'; or how the job ended.
 */
export function RenderStage({
  view,
  isVip,
  preview,
  previewFree,
  canceling,
  onCancel,
}: {
  view: RenderJobView;
  isVip: boolean;
  preview: boolean;
  /** The preview costs nothing (RENDER_PREVIEW_BILLING=free). */
  previewFree: boolean;
  canceling: boolean;
  onCancel: () => void;
}) {
  const { phase, job } = view;
  if (!job || phase === 'idle')
    return (
      <div className="rd-stage is-empty">
        <p>生成的图片将在这里显示</p>
        {preview ? (
          <p className="rd-stage__note">
            当前为预览模式：生成的是“预览渲染（非AI生成）”图片，带水印
            {previewFree ? '，不消耗光子与免费次数' : ''}
          </p>
        ) : null}
      </div>
    );
  if (phase === 'waiting' || phase === 'backgrounded')
    return (
      <div className="rd-stage is-waiting" aria-live="polite">
        <p className="rd-stage__title">AI创作中，请勿离开页面</p>
        <p className="rd-stage__queue" data-tasks={job.tasks}>
          前方对列任务{job.tasks}个，请耐心等待...
        </p>
        <LoopingBar />
        {phase === 'backgrounded' ? (
          <p className="rd-stage__note">生成时间较长，任务仍在队列中；完成后可在下方“生成记录”中查看</p>
        ) : null}
        <div className="rd-stage__actions">
          <Button onClick={onCancel} loading={canceling}>
            取消制作
          </Button>
          {isVip || job.vip ? (
            <span className="rd-vip">
              <ThunderboltFilled /> VIP加速中
            </span>
          ) : (
            <Link className="rd-speedup" to={paths.aiVip()}>
              <ThunderboltFilled /> 立即加速
            </Link>
          )}
        </div>
      </div>
    );
  if (phase === 'done')
    return (
      <div className="rd-stage is-done">
        <Image src={job.url || job.img} alt="生成的图片" className="rd-stage__image" />
        <div className="rd-stage__actions">
          <Button type="primary" className="rd-save" href={job.download} download icon={<DownloadOutlined />}>
            保存原图
          </Button>
          {preview ? <span className="rd-stage__note">预览渲染（非AI生成）</span> : null}
        </div>
      </div>
    );
  return (
    <div className="rd-stage is-ended" role="status">
      <p className="rd-stage__title">{RENDER_STATE_LABELS[job.state]}</p>
      <p>{job.error || '生成失败，请稍后再试~'}</p>
    </div>
  );
}

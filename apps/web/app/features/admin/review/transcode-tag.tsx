import type { ReviewEntry } from '@app/contract/web';
import { Tag } from 'antd';

const LABEL = { uploaded: '等待转码', transcoding: '转码中', ready: '转码完成', failed: '转码失败' } as const;
const COLOR = { uploaded: 'default', transcoding: 'processing', ready: 'success', failed: 'error' } as const;

/** A lesson video's transcode state (the slowest of a course in the queue). */
export function TranscodeTag({ transcode }: { transcode: NonNullable<ReviewEntry['transcode']> }) {
  const progress = transcode.state === 'transcoding' ? ` ${transcode.progress}%` : '';
  return <Tag color={COLOR[transcode.state]}>{LABEL[transcode.state] + progress}</Tag>;
}

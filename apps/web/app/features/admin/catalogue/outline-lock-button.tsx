import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { adminOutlineCalls } from '@app/contract/web';
import { Button, Popconfirm } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { outlineInvalidates } from './outline-dialogs.tsx';

const WARNING = {
  chapter: '锁定后，本章全部课时显示锁且不能在线播放（已购买的学员也不能）。确定锁定？',
  lesson: '锁定后，该课时显示锁且不能在线播放（已购买的学员也不能）。确定锁定？',
};

/**
 * Locks or unlocks a chapter or a lesson (000 §2 lock_status). Locking takes playback away from members
 * who paid, so it asks first; unlocking gives it back at once.
 */
export function OutlineLockButton({
  kind,
  id,
  locked,
}: {
  kind: 'chapter' | 'lesson';
  id: number;
  locked: boolean;
}) {
  const options = { success: true as const, invalidates: outlineInvalidates() };
  const chapter = useApiMutation(adminOutlineCalls.setChapterLock, options);
  const lesson = useApiMutation(adminOutlineCalls.setLessonLock, options);
  const mutation = kind === 'chapter' ? chapter : lesson;
  const run = (next: boolean) => void mutation.run({ params: { id }, body: { locked: next } });
  const label = kind === 'chapter' ? '章节' : '课时';
  if (locked)
    return (
      <Button size="small" icon={<UnlockOutlined />} loading={mutation.pending} onClick={() => run(false)}>
        解锁{label}
      </Button>
    );
  return (
    <Popconfirm title={WARNING[kind]} okText="锁定" cancelText="取消" onConfirm={() => run(true)}>
      <Button size="small" icon={<LockOutlined />} loading={mutation.pending}>
        锁定{label}
      </Button>
    </Popconfirm>
  );
}

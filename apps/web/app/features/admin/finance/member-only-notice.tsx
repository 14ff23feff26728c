import { Alert, Button } from 'antd';
import type { useTableParams } from '../table/use-table-params.ts';

/** "只看会员 #3 的…" above a finance list opened from a member (?user_id), with 查看全部 to drop it. */
export function MemberOnlyNotice(props: {
  userId: number;
  noun: string;
  table: ReturnType<typeof useTableParams>;
}) {
  if (props.userId <= 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={`只看会员 #${props.userId} 的${props.noun}`}
      action={
        <Button size="small" onClick={() => props.table.set({ user_id: null })}>
          查看全部
        </Button>
      }
    />
  );
}

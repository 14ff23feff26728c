import { Button, Card, Space } from 'antd';

/**
 * 上架 / 下架 of a course, plugin or material. Items still in review are handled in 投稿审核; what a member
 * bought stays theirs after 下架 (the server's rule, said here so staff know: `buyersKeep` says what stays).
 */
export function ShelfCard(props: {
  state: 'on' | 'off' | 'review';
  noun: string;
  buyersKeep: string;
  pending: boolean;
  onChange: (onShelf: boolean) => void;
}) {
  const { state, noun } = props;
  return (
    <Card size="small" title="上架状态">
      <Space wrap>
        {state === 'review' ? (
          <span>该{noun}尚未通过审核，请在投稿审核中处理。</span>
        ) : (
          <>
            <Button
              danger={state === 'on'}
              loading={props.pending}
              onClick={() => props.onChange(state !== 'on')}
            >
              {state === 'on' ? '下架' : '上架'}
            </Button>
            <span>
              下架后游客与未购买的会员看不到该{noun}；已购买的会员{props.buyersKeep}。
            </span>
          </>
        )}
      </Space>
    </Card>
  );
}

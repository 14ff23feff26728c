import { ADMIN_COURSE_STATE_TEXT } from '@app/contract/web';
import { Space, Tag } from 'antd';
import { Link } from 'react-router';

/** The top of a course's, plugin's or material's edit page: back to the table, the public page while on the shelf, the title. */
export function EditHeader(props: {
  item: { id: number; name: string; state: 'on' | 'off' | 'review' };
  backTo: string;
  backLabel: string;
  publicPath: string;
}) {
  const { item } = props;
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Link to={props.backTo}>← {props.backLabel}</Link>
        {item.state === 'on' && (
          <a href={props.publicPath} target="_blank" rel="noreferrer">
            查看前台页面
          </a>
        )}
      </Space>
      <h1 className="admin-page-title">
        {item.name} <Tag>#{item.id}</Tag> <Tag>{ADMIN_COURSE_STATE_TEXT[item.state]}</Tag>
      </h1>
    </>
  );
}

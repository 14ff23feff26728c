import { Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../paths.ts';

/** The page shown by routes whose feature belongs to a later issue (建设中). */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <div className="page-content container" style={{ paddingTop: 48 }}>
      <Result
        status="info"
        title={`${title}：建设中`}
        subTitle="该功能正在建设中，敬请期待。"
        extra={<Link to={paths.home()}>返回首页</Link>}
      />
    </div>
  );
}

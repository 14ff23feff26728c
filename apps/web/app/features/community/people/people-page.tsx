import { UserOutlined } from '@ant-design/icons';
import { PageSize } from '@app/contract/web';
import { Avatar, Spin } from 'antd';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import '../community.css';
import { PEOPLE_TITLE, type PeoplePageData } from './load-people.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { paths } from '../../../shared/paths.ts';

/**
 * Fans (/userfanslist/:id) and following (/attentionlist/:id) (000 §2.14): a grid of avatar and name,
 * 12 a page (?page=), each going to that member's profile.
 */
export function PeoplePage({ data }: { data: PeoplePageData }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const noun = PEOPLE_TITLE[data.kind];
  return (
    <div className="container community-page">
      <header className="people-head">
        <h1>{data.owner ? `${data.owner.name}的${noun}` : noun}</h1>
        {data.owner && (
          <Link to={paths.profile(data.owner.id)} className="people-head__back">
            返回个人主页
          </Link>
        )}
      </header>
      <section className="community-section">
        <Spin spinning={navigation.state === 'loading'}>
          {data.error ? (
            <EmptyState description={data.error} />
          ) : data.people.length === 0 ? (
            <EmptyState description={data.kind === 'fans' ? '暂无粉丝' : '暂无关注'} />
          ) : (
            <ul className="people-grid">
              {data.people.map((person) => (
                <li key={person.id}>
                  <Link to={paths.profile(person.id)} className="people-grid__card">
                    <Avatar
                      size={72}
                      src={person.avatar || undefined}
                      icon={<UserOutlined />}
                      alt={person.name}
                    />
                    <span className="people-grid__name">{person.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <ListPagination
            current={data.page}
            pageSize={PageSize.fans}
            total={data.total}
            onChange={(page) => void navigate(page > 1 ? `${pathname}?page=${page}` : pathname)}
          />
        </Spin>
      </section>
    </div>
  );
}

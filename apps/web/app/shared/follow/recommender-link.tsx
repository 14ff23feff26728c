import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { Link } from 'react-router';
import { FollowPlus } from './follow-plus.tsx';
import { paths } from '../paths.ts';

export interface Person {
  id: number;
  name: string;
  avatar: string;
}

/** A recommender or teacher: avatar and name linking to the public profile, then the follow '+' (000 §2.9, §2.10). */
export function RecommenderLink({
  person,
  nofans,
  onFollowed,
  className,
}: {
  person: Person;
  nofans: boolean;
  onFollowed?: () => void;
  className?: string;
}) {
  return (
    <>
      <Link to={paths.profile(person.id)} className={className}>
        <Avatar size={28} src={person.avatar || undefined} icon={<UserOutlined />} alt={person.name} />
        <span>{person.name}</span>
      </Link>
      <FollowPlus userId={person.id} nofans={nofans} onFollowed={onFollowed} />
    </>
  );
}

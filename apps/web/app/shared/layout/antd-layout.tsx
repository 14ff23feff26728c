import { Outlet } from 'react-router';
import { AntdScope } from '../ui/antd-scope.tsx';

/**
 * A pathless layout around every site route except the home page: those pages use antd, so antd's
 * provider (and its code) comes with them rather than with the shell every page shares.
 */
export default function AntdLayout() {
  return (
    <AntdScope>
      <Outlet />
    </AntdScope>
  );
}

import { UserOutlined } from '@ant-design/icons';
import './avatar.css';

/**
 * A round picture; without one the name's first character, else a person icon (plain: no antd). Loaded
 * lazily: an avatar is never what a page is waiting for, and the course page's five (its teacher and the
 * recommended teachers, below a phone's first screen) were fetched before its first paint.
 */
export function Avatar({ src, name = '', size = 32 }: { src?: string | null; name?: string; size?: number }) {
  const box = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  return (
    <span className="user-avatar" style={box}>
      {src ? (
        <img src={src} alt={name} width={size} height={size} loading="lazy" decoding="async" />
      ) : name ? (
        name.slice(0, 1)
      ) : (
        <UserOutlined />
      )}
    </span>
  );
}

import { UserOutlined } from '@ant-design/icons';
import './avatar.css';

/** A round picture; without one the name's first character, else a person icon (plain: no antd). */
export function Avatar({ src, name = '', size = 32 }: { src?: string | null; name?: string; size?: number }) {
  const box = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  return (
    <span className="user-avatar" style={box}>
      {src ? (
        <img src={src} alt={name} width={size} height={size} />
      ) : name ? (
        name.slice(0, 1)
      ) : (
        <UserOutlined />
      )}
    </span>
  );
}

import { SearchOutlined } from '@ant-design/icons';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchHref } from './search-rule.ts';
import './header-controls.css';
import { paths } from '../paths.ts';

interface SearchBoxProps {
  /** Route that shows results: /search for the site, /ai/news in the AI area. */
  target?: string;
  placeholder?: string;
  className?: string;
  onSearched?: () => void;
}

/**
 * Header search (000 §2.3). Also a plain GET form, so it works before hydration. With JS the rule applies:
 * only a non-empty keyword that differs from the one shown navigates, and the box is then cleared.
 */
export function SearchBox({
  target = paths.search(),
  placeholder = '搜索课程、插件、素材',
  className = '',
  onSearched,
}: SearchBoxProps) {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = searchHref(value, pathname === target ? params.get('keywords') : null, target);
    if (!href) return;
    void navigate(href);
    setValue('');
    onSearched?.();
  };
  return (
    <form role="search" action={target} method="get" className={`search-box ${className}`} onSubmit={submit}>
      <input
        name="keywords"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={placeholder}
        maxLength={50}
        aria-label="搜索关键词"
      />
      <button type="submit" aria-label="搜索">
        <SearchOutlined />
      </button>
    </form>
  );
}

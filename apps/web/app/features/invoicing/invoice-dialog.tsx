import { Modal, type ModalProps } from 'antd';
import { useEffect, useState } from 'react';

/** 001 §2.11 / §9: invoice dialogs become full-screen below this width. */
const NARROW_QUERY = '(max-width: 767.98px)';

/** True while the window is narrower than 768px (false during SSR; the dialogs only open after hydration). */
export function useNarrowWindow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/**
 * The invoice dialogs' frame: `width` (80% or 750px) on wide windows, full-screen below 768px, and never
 * closed by a click outside it (001 §2.11).
 */
export function InvoiceDialog({ width, className, ...props }: ModalProps & { width: string | number }) {
  const narrow = useNarrowWindow();
  return (
    <Modal
      {...props}
      width={narrow ? '100%' : width}
      className={[className, 'inv-dialog', narrow ? 'inv-dialog--full' : ''].filter(Boolean).join(' ')}
      mask={{ closable: false }}
      destroyOnHidden
    />
  );
}

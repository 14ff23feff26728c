import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Address } from '@app/contract/web';
import { App, Button, Empty, Input, Popconfirm, Spin, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { AddressDialog } from '../address/address-dialog.tsx';
import { inlineAddressError, keepChosen } from '../address/address-rules.ts';
import { useAddresses } from '../address/use-addresses.ts';

interface CheckoutAddressProps {
  chosenId: number | null;
  onChoose: (id: number | null) => void;
  /** Materials: '虚拟素材商品可填写任意收货地址' (000 §2.15 step-bar note). */
  note?: string;
}

/**
 * 收货地址 at checkout (000 §2.15, §4): saved addresses to click and choose, each with edit and delete; an
 * inline add form (name, address, phone, 保存); the 修改地址 dialog. The default is preselected on load, a
 * new address becomes the chosen one, saving an edit with 设为默认 chooses it, deleting the chosen clears.
 */
export function CheckoutAddress({ chosenId, onChoose, note }: CheckoutAddressProps) {
  const { modal } = App.useApp();
  const { list, save, remove } = useAddresses();
  const [editing, setEditing] = useState<Address | null>(null);
  const [draft, setDraft] = useState({ name: '', address: '', phone: '' });
  const [adding, setAdding] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const loaded = useRef(false);

  const addresses = list.data;
  useEffect(() => {
    if (!addresses) return;
    const next = keepChosen(addresses, chosenId, !loaded.current);
    loaded.current = true;
    if (next !== chosenId) onChoose(next);
  }, [addresses, chosenId, onChoose]);

  async function addInline() {
    const error = inlineAddressError(draft);
    setInlineError(error);
    if (error) return;
    setAdding(true);
    // A refusal goes in an alert (000 §8 "a failure to add an address at checkout shows msg in an alert").
    const saved = await save(null, { ...draft, post_code: '', status: false }, (msg) => {
      modal.warning({ title: '添加地址失败', content: msg });
    });
    setAdding(false);
    if (saved) {
      setDraft({ name: '', address: '', phone: '' });
      onChoose(saved.id);
    }
  }

  return (
    <section className="cm-panel" aria-labelledby="cm-address-title">
      <h3 id="cm-address-title" className="cm-panel__title">
        收货地址 {note && <small className="cm-panel__note">{note}</small>}
      </h3>
      {list.isPending ? (
        <div className="cm-center">
          <Spin />
        </div>
      ) : (addresses ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无收货地址，请在下方添加" />
      ) : (
        <ul className="cm-address-list" role="radiogroup" aria-label="选择收货地址">
          {(addresses ?? []).map((address) => {
            const chosen = address.id === chosenId;
            return (
              <li key={address.id} className={`cm-address-option${chosen ? ' is-chosen' : ''}`}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  className="cm-address-option__pick"
                  onClick={() => onChoose(address.id)}
                >
                  <span className="cm-address-option__who">
                    {address.name} <span className="cm-muted">{address.phone}</span>
                    {address.status === 1 && <Tag color="blue">默认</Tag>}
                  </span>
                  <span className="cm-address-option__text">{address.address}</span>
                </button>
                <span className="cm-address-option__tools">
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label="修改地址"
                    onClick={() => setEditing(address)}
                  />
                  <Popconfirm
                    title="确定删除该地址吗？"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={async () => {
                      if ((await remove(address.id)) && chosen) onChoose(null);
                    }}
                  >
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label="删除地址" />
                  </Popconfirm>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="cm-inline-address"
        aria-label="添加收货地址"
        onSubmit={(event) => {
          event.preventDefault();
          void addInline();
        }}
      >
        <Input
          placeholder="姓名"
          aria-label="姓名"
          value={draft.name}
          maxLength={50}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <Input
          className="cm-inline-address__wide"
          placeholder="详细地址"
          aria-label="详细地址"
          value={draft.address}
          maxLength={255}
          onChange={(e) => setDraft({ ...draft, address: e.target.value })}
        />
        <Input
          placeholder="电话"
          aria-label="电话"
          value={draft.phone}
          maxLength={11}
          inputMode="tel"
          onChange={(e) => setDraft({ ...draft, phone: e.target.value })}
        />
        <Button htmlType="submit" loading={adding}>
          保存
        </Button>
        {inlineError && (
          <div className="cm-inline-address__error" role="alert">
            {inlineError}
          </div>
        )}
      </form>
      <AddressDialog
        open={editing !== null}
        title="修改地址"
        address={editing}
        onClose={() => setEditing(null)}
        onSubmit={async (fields) => {
          const saved = await save(editing?.id ?? null, fields);
          if (saved && fields.status) onChoose(saved.id);
          return saved !== null;
        }}
      />
    </section>
  );
}

import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { Address } from '@app/contract/web';
import { Button, Popconfirm, Spin, Tag } from 'antd';
import { useState } from 'react';
import '../commerce.css';
import { AddressDialog } from './address-dialog.tsx';
import { useAddresses } from './use-addresses.ts';

type Editing = { address: Address | null } | null;

/**
 * 收货地址 (001 §2.13): cards with name, phone, address and post code; × deletes, 编辑 opens the dialog,
 * 设为默认 moves the default (decision: PUT with the card's fields and status 1). A last card
 * 使用新地址 opens the dialog titled 添加新地址.
 */
export function AddressPage() {
  const { list, save, remove, makeDefault } = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const addresses = list.data ?? [];

  return (
    <>
      <h2 className="uc-page-title">收货地址</h2>
      <Spin spinning={list.isFetching && !list.isPending}>
        {list.isPending ? (
          <div className="cm-center">
            <Spin />
          </div>
        ) : (
          <ul className="cm-address-cards">
            {addresses.map((address) => (
              <li
                key={address.id}
                className={`cm-address-card${address.status === 1 ? ' is-default' : ''}`}
                data-address-id={address.id}
              >
                <Popconfirm
                  title="确定删除该地址吗？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove(address.id)}
                >
                  <button
                    type="button"
                    className="cm-address-card__delete"
                    aria-label={`删除 ${address.name} 的地址`}
                  >
                    <CloseOutlined />
                  </button>
                </Popconfirm>
                <div className="cm-address-card__head">
                  <strong>{address.name}</strong>
                  {address.status === 1 && <Tag color="blue">默认地址</Tag>}
                </div>
                <div className="cm-address-card__line">{address.phone}</div>
                <div className="cm-address-card__line cm-address-card__text">{address.address}</div>
                <div className="cm-address-card__line">邮编：{address.post_code || '—'}</div>
                <div className="cm-address-card__actions">
                  <Button type="link" size="small" onClick={() => setEditing({ address })}>
                    编辑
                  </Button>
                  {address.status !== 1 && (
                    <Button type="link" size="small" onClick={() => void makeDefault(address)}>
                      设为默认
                    </Button>
                  )}
                </div>
              </li>
            ))}
            <li className="cm-address-card cm-address-card--new">
              <button type="button" onClick={() => setEditing({ address: null })}>
                <PlusOutlined />
                <span>使用新地址</span>
              </button>
            </li>
          </ul>
        )}
      </Spin>
      <AddressDialog
        open={editing !== null}
        title={editing?.address ? '编辑地址' : '添加新地址'}
        address={editing?.address ?? null}
        onClose={() => setEditing(null)}
        onSubmit={async (fields) => (await save(editing?.address?.id ?? null, fields)) !== null}
      />
    </>
  );
}

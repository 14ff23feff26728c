import { profileFieldError, type ProfileField, type User } from '@app/contract/web';

/** The profile fields edited in the form; the avatar has its own upload flow. */
export type EditableField = Exclude<ProfileField, 'avatar'>;

export type ProfileChange =
  { kind: 'unchanged' } | { kind: 'invalid'; error: string } | { kind: 'changed'; value: string };

/**
 * Decides what to do with a field that lost focus or changed (001 §4 "a field change is sent only if it
 * differs from the stored value"): compares the trimmed input with the stored user, then applies the
 * same rule the server applies, so an invalid value is refused before any call.
 */
export function profileChange(
  user: Pick<User, EditableField>,
  field: EditableField,
  input: unknown,
): ProfileChange {
  const value = String(input ?? '').trim();
  const stored = String(user[field] ?? '').trim();
  if (value === stored) return { kind: 'unchanged' };
  const error = profileFieldError(field, value);
  return error ? { kind: 'invalid', error } : { kind: 'changed', value };
}

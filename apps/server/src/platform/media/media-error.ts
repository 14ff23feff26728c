/** A video that cannot be used (unreadable, no picture) or a tool that failed; `message` is Chinese for operators. */
export class MediaError extends Error {
  constructor(
    message: string,
    readonly detail = '',
  ) {
    super(message);
    this.name = 'MediaError';
  }
}

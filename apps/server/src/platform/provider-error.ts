/**
 * An outside service (SMS, mail, WeChat, QQ) refused or failed. The message is Chinese and names the
 * provider's own answer, for logs and for callers that choose to show it; `detail` keeps the raw answer.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly provider: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** fetch with a timeout; network failures become a ProviderError naming the provider. */
export async function providerFetch(
  provider: string,
  label: string,
  url: string,
  init: RequestInit = {},
  timeoutMs = 10_000,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderError(`${label}：无法连接服务（${(error as Error).message}）`, provider, error);
  }
}

/** Reads a JSON answer; anything else (HTML error pages, JSONP) becomes a ProviderError. */
export async function providerJson<T>(provider: string, label: string, response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ProviderError(
      `${label}：服务应答无法解析（HTTP ${response.status}）`,
      provider,
      text.slice(0, 500),
    );
  }
}

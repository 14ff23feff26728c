/** Helpers of the plugin and material API tests (not a test file itself): staff calls and file uploads. */
import type { TestApp } from '../../../../test/harness.ts';
import { multipartBody } from '../testing.ts';

export const staffAs = (t: TestApp, token: string) => ({
  get: (path: string) => t.call('GET', path, { token }),
  post: (path: string, body: unknown) => t.call('POST', path, { token, body }),
  delete: (path: string) => t.call('DELETE', path, { token }),
});

/** Uploads a download file through the back office (multipart), as the edit forms do. */
export async function uploadStaffFile(
  t: TestApp,
  token: string,
  name: string,
  content: Buffer,
  type = 'application/zip',
) {
  const body = multipartBody({}, { file: { name, type, content } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads/file',
    payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
  });
  return res.json() as {
    code: number;
    msg: string;
    data: { key: string; name: string; size: number } | null;
  };
}

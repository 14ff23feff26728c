import { invoicingCalls } from '@app/contract/web';
import { apiKeyPrefix, useApiQuery } from '../../shared/api/query.ts';

/** What a change to headers or records fetches again. */
export const HEADERS_KEY = apiKeyPrefix(invoicingCalls.invoiceInfoList);
export const ORDERS_KEY = apiKeyPrefix(invoicingCalls.invoiceRechargeOrders);
export const RECORDS_KEY = apiKeyPrefix(invoicingCalls.invoiceRecords);

/** The member's headers (default first). */
export function useInvoiceHeaders(enabled = true) {
  return useApiQuery(invoicingCalls.invoiceInfoList, {}, { enabled, staleTime: 0 });
}

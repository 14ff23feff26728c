import {
  aiCalls,
  catalogueCalls,
  commerceCalls,
  learningCalls,
  ProductType,
  walletCalls,
} from '@app/contract/web';
import type { InvalidateQueryFilters } from '@tanstack/react-query';
import { buildPath } from '../../../shared/api/client.ts';
import { apiKeyFilter, apiKeyPrefix } from '../../../shared/api/query.ts';
import type { CheckoutTarget } from './checkout-rules.ts';

/**
 * The cached reads a purchase makes stale (000 §4: the 光子 are debited, an order exists, the product is
 * owned): the member's orders, ledger and balance, and the bought item's own views (a course's page, its
 * lessons' access and 我的课程; a plugin's or material's download rights). Nothing else is asked again.
 * The member (`me`, with its balance) is asked again by `refreshMe`.
 */
export function purchaseChanges(target: CheckoutTarget): InvalidateQueryFilters[] {
  const id = target.productId;
  const changed: InvalidateQueryFilters[] = [
    { queryKey: apiKeyPrefix(commerceCalls.orderList) },
    { queryKey: apiKeyPrefix(commerceCalls.orderDetail) },
    { queryKey: apiKeyPrefix(walletCalls.walletLogs) },
    { queryKey: apiKeyPrefix(aiCalls.balance) },
  ];
  if (target.productType === ProductType.course) {
    // A lesson key holds the filled-in path second (/api/courses/3/lessons/7): this course's start with it.
    const lessonsOfCourse = buildPath(learningCalls.lesson.path, { id, taskId: '' });
    changed.push(
      { queryKey: apiKeyFilter(learningCalls.courseDetail, { params: { id } }) },
      {
        queryKey: apiKeyPrefix(learningCalls.lesson),
        predicate: (query) => String(query.queryKey[1]).startsWith(lessonsOfCourse),
      },
      { queryKey: apiKeyPrefix(learningCalls.myCourses) },
    );
  } else if (target.productType === ProductType.plug) {
    changed.push({ queryKey: apiKeyFilter(catalogueCalls.plugDetail, { params: { id } }) });
  } else {
    changed.push({ queryKey: apiKeyFilter(catalogueCalls.goodsDetail, { params: { id } }) });
  }
  return changed;
}

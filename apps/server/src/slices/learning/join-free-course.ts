import { Code, learningMessages as LM, ProductType } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/answer.ts';
import { isFree } from '../catalogue/pricing.ts';
import { courses } from '../catalogue/schema.ts';
import { publiclyVisible } from '../catalogue/visibility.ts';
import { grantEntitlement } from './grant-entitlement.ts';

/**
 * POST /api/free-course: a member joins a course that costs nothing now (price 0, or discounted to 0).
 * A paid course is refused here, whatever the client believes; joining twice changes nothing.
 */
export async function joinFreeCourse(db: Db, userId: number, courseId: number): Promise<{ joined: boolean }> {
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({
        price: courses.price,
        hasDiscount: courses.hasDiscount,
        discountPrice: courses.discountPrice,
      })
      .from(courses)
      .where(and(eq(courses.id, courseId), publiclyVisible(courses)));
    if (!course) throw new AppError(Code.notFound, LM.courseNotFound);
    if (!isFree(course)) throw new AppError(Code.refused, LM.notFree);
    const joined = await grantEntitlement(tx, {
      userId,
      productType: ProductType.course,
      productId: courseId,
      source: 'free',
    });
    return { joined };
  });
}

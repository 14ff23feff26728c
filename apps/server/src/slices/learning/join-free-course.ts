import { Code, learningMessages, ProductType } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { isFree } from '../catalogue/index.ts';
import { courses } from '../catalogue/schema.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';
import { grantProductRight } from '../catalogue/index.ts';

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
    if (!course) throw new DomainError(Code.notFound, learningMessages.courseNotFound);
    if (!isFree(course)) throw new DomainError(Code.refused, learningMessages.notFree);
    const joined = await grantProductRight(tx, {
      userId,
      productType: ProductType.course,
      productId: courseId,
      source: 'free',
    });
    return { joined };
  });
}

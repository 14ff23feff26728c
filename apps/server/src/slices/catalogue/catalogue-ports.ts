import type { DbOrTx } from '../../db/client.ts';

/**
 * What catalogue's answers show from slices above it, plugged in by the composition root (slices/index.ts):
 * a plugin's or material's recommender card says whether the viewer follows them (community's follows).
 */
export interface CataloguePorts {
  isFollowing(db: DbOrTx, followerId: number, followeeId: number): Promise<boolean>;
}

/**
 * Counters for rate limits, lockouts and daily caps. In-process on the embedded default; Redis when
 * REDIS_URL is set, else the database, so that limits hold across several server processes.
 */
export interface Counters {
  readonly kind: 'memory' | 'database' | 'redis';
  /**
   * Adds one hit (or `by`: a byte quota counts kilobytes) to `key` and answers the count inside the window
   * that started with the first hit.
   */
  hit(key: string, windowSeconds: number, by?: number): Promise<number>;
  /** The current count (0 when absent or expired). */
  count(key: string): Promise<number>;
  /** Seconds until `key` expires (0 when absent). */
  ttl(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Releases connections (the Redis adapter); absent when there is nothing to release. */
  close?(): Promise<void>;
}

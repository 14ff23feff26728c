import {
  bigint,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';

/** uploaded → transcoding → ready, or failed (the last attempt gave up); a re-import starts a new asset. */
export type MediaAssetState = 'uploaded' | 'transcoding' | 'ready' | 'failed';

/** One rung of the HLS ladder as transcoded (the master playlist lists the same ones). */
export interface MediaRendition {
  name: string;
  width: number;
  height: number;
  /** Peak bits per second announced in the master playlist. */
  bandwidth: number;
}

/**
 * An alternate audio rendition (HLS EXT-X-MEDIA TYPE=AUDIO) of an asset whose source had several audio
 * streams: its own folder and playlist beside the video rungs, which then carry no audio.
 */
export interface MediaAudioTrack {
  /** Folder and variant name ('audio-0'), served like a video rung. */
  name: string;
  /** BCP 47 language ('zh', 'en'), '' when the source did not say. */
  language: string;
  /** What the player's audio-track menu shows ('中文', 'English'). */
  label: string;
  isDefault: boolean;
}

/**
 * A stored video (today a lesson's): the uploaded source and its encrypted HLS output, both behind private storage keys.
 * `key_ciphertext` is the per-asset AES-128 content key sealed with MEDIA_KEY_SECRET (AES-256-GCM), so a
 * database dump alone does not decrypt the segments. `run_id` names the transcode run that may finish the
 * asset: a stale run (its worker's lease expired and another worker took over) cannot overwrite a newer one.
 * The platform's table, not learning's: the catalogue's course_tasks points at it and learning transcodes and
 * plays it, and the catalogue sits below learning in the slice graph.
 */
export const mediaAssets = pgTable('media_assets', {
  id: serial('id').primaryKey(),
  state: varchar('state', { length: 12 }).notNull().default('uploaded').$type<MediaAssetState>(),
  /** Transcode progress 0–100 while transcoding. */
  progress: smallint('progress').notNull().default(0),
  sourceKey: text('source_key').notNull(),
  sourceName: varchar('source_name', { length: 255 }).notNull().default(''),
  sourceSize: bigint('source_size', { mode: 'number' }).notNull().default(0),
  durationMs: integer('duration_ms').notNull().default(0),
  width: integer('width').notNull().default(0),
  height: integer('height').notNull().default(0),
  renditions: jsonb('renditions').notNull().default([]).$type<MediaRendition[]>(),
  /** Alternate audio renditions; empty when the audio is muxed into each rung (a source with one audio stream). */
  audioTracks: jsonb('audio_tracks').notNull().default([]).$type<MediaAudioTrack[]>(),
  /** Storage prefix of the finished HLS output ('media/assets/12/r-…'); '' until ready. */
  outputPrefix: text('output_prefix').notNull().default(''),
  keyCiphertext: text('key_ciphertext').notNull().default(''),
  coverKey: text('cover_key').notNull().default(''),
  runId: varchar('run_id', { length: 40 }),
  error: text('error').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  readyAt: timestamp('ready_at', { withTimezone: true }),
});

import type { FastifyPluginAsync } from 'fastify';

import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { MediaStore } from './media.ts';

/** One feature's demo data: inserts only into its own empty tables and says what it added, or nothing. */
type DemoSeeder = () => Promise<string | undefined>;

/** What a module's seed functions use. */
export interface SeedDeps {
  db: Db;
  clock: Clock;
  media: MediaStore;
}

/** A background job a module runs; with several instances the job itself makes sure only one works at a time. */
export interface Job {
  name: string;
  start(): void;
  stop(): Promise<void>;
}

/**
 * What a feature module gives the app (ADR 008): its routes (registered under /api), the public
 * service other modules may take as a named dependency, and optionally its demo seeds and its jobs.
 */
export interface FeatureModule<Service = unknown> {
  name: string;
  routes?: FastifyPluginAsync;
  service: Service;
  seeds?: DemoSeeder[];
  jobs?: Job[];
}

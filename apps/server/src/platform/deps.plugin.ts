import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Jobs } from './jobs';
import type { Mailer } from './mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration parsed at start. */
    config: Config;
    /** The database (PGlite or PostgreSQL); repositories take it, or a transaction, first. */
    db: Db;
    /** The job queue (exports, statements, mail); absent in a bare app, whose background work is refused. */
    jobs: Jobs | undefined;
    mailer: Mailer;
  }
}

/** What main.ts (or a test) opens and hands to the app (the jobs may be left out: a bare app). */
type Dependencies = { config: Config; db: Db; jobs?: Jobs; mailer: Mailer };

/*
 * What main.ts (or a test) opened, decorating the instance once so every domain plugin reads it from
 * `app` instead of having it passed by hand. Each is a named plugin, named after what it decorates, that a
 * domain can declare a dependency on.
 */
const dependency = <K extends keyof Dependencies>(name: K) =>
  fp<Pick<Dependencies, K>>(
    async (app, options) => {
      // The instance declares each one's type (above); `name` is one of them.
      app.decorate(name as string, options[name] as unknown);
    },
    { name },
  );

export const configPlugin = dependency('config');
export const dbPlugin = dependency('db');
export const jobsPlugin = dependency('jobs');
export const mailerPlugin = dependency('mailer');

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

/*
 * What main.ts (or a test) opened, decorating the instance once so every domain plugin reads it from
 * `app` instead of having it passed by hand. Each is a named plugin a domain can declare a dependency on.
 */
export const configPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);

export const dbPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'db' },
);

export const jobsPlugin = fp<{ jobs?: Jobs }>(
  async (app, { jobs }) => {
    app.decorate('jobs', jobs);
  },
  { name: 'jobs' },
);

export const mailerPlugin = fp<{ mailer: Mailer }>(
  async (app, { mailer }) => {
    app.decorate('mailer', mailer);
  },
  { name: 'mailer' },
);

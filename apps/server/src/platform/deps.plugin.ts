import type { FastifyInstance } from 'fastify';
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
 * `app` instead of having it passed by hand. Each is a named plugin a domain can declare a dependency on,
 * decorating the instance with the one dependency of its own name.
 */
const decorating = <K extends 'config' | 'db' | 'jobs' | 'mailer'>(name: K) =>
  fp<Pick<FastifyInstance, K>>(
    async (app, options) => {
      // The declaration above types each name; a generic name is beyond decorate's overloads.
      app.decorate(name as string, options[name] as unknown);
    },
    { name },
  );

export const configPlugin = decorating('config');
export const dbPlugin = decorating('db');
export const jobsPlugin = decorating('jobs');
export const mailerPlugin = decorating('mailer');

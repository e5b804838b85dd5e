import path from 'node:path';
import { buildTemplate, removeTemplate, TEMPLATE_VARIABLE } from './database-template';

// The server projects' global setup: one template database for the run, made before the first file and removed
// after the last. Every server project names this file; the first to run makes the template, and the worker
// processes, started after it, find it in their environment.
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[TEMPLATE_VARIABLE]) return undefined;
  const template = await buildTemplate(process.env.TEST_DATABASE_URL, path.resolve('.tmp'));
  process.env[TEMPLATE_VARIABLE] = JSON.stringify(template);
  return async () => {
    Reflect.deleteProperty(process.env, TEMPLATE_VARIABLE);
    await removeTemplate(template);
  };
}

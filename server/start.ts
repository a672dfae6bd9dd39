/**
 * `npm start`: builds the client and server when the build is missing or older than the sources,
 * then runs the built server in this same process.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { builtServerPath, ensureBuilt } from './lib/build';

const root = fileURLToPath(new URL('..', import.meta.url));

ensureBuilt(root);
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(builtServerPath(root)).href);

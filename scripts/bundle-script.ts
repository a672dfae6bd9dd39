import { build } from 'esbuild';

/**
 * A typed module of the client as one classic script (an IIFE), minified at the app's build
 * target: what a page inlines or a worker imports, with no module loader behind it.
 */
export async function bundleClassicScript(
  entry: string,
  target: string | string[],
): Promise<string> {
  const built = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    minify: true,
    target,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  return built.outputFiles[0]!.text;
}

/**
 * A value made the first time it is asked for, then shared; for the heavy libraries only some sites
 * or some requests use (S3, Twilio, SMTP, the OpenAI client, the PDF and ZIP writers). Importing
 * them up front cost every process start, and every test file, most of a second. A failed load is
 * kept: a module that cannot be imported will not import on the next try either.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

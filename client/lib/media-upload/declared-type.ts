/**
 * A file's type as its upload declares it. Some systems (Windows without its HEIF extension, some
 * desktop browsers) give a .heic or .mov file no type at all; the server reads the content either
 * way.
 */
export function declaredType(file: Blob, name = file instanceof File ? file.name : ''): string {
  if (file.type) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return TYPE_OF_EXTENSION[extension] ?? '';
}

/** The untyped files a phone's or computer's picker may hand over, by their extension. */
const TYPE_OF_EXTENSION: Record<string, string> = {
  heic: 'image/heic',
  heif: 'image/heif',
  mov: 'video/quicktime',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

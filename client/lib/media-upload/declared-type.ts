/**
 * A file's type as its upload declares it. Some systems (Windows without its HEIF extension, some
 * desktop browsers) give a .heic file no type at all; the server reads the content either way.
 */
export function declaredType(file: Blob, name = file instanceof File ? file.name : ''): string {
  if (file.type) return file.type;
  const heif = /\.(heic|heif)$/i.exec(name)?.[1];
  return heif ? `image/${heif.toLowerCase()}` : '';
}

/** The marker list shows about the first 60 characters of a marker's content (spec §2). */
export const MARKER_SUMMARY_LENGTH = 60;

export function markerSummary(content: string): string {
  if (content.length <= MARKER_SUMMARY_LENGTH) return content;
  return `${content.slice(0, MARKER_SUMMARY_LENGTH).trimEnd()}...`;
}

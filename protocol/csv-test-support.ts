import Papa from 'papaparse';

/** Every character a spreadsheet starts a formula with (the CSV rule's list, written out). */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** Whether a spreadsheet shows the cell as the text it is rather than running it. */
export const opensAsText = (cell: string) => !/^[=+\-@\t\r]/.test(cell);

/** The data cells of an exported file (byte-order mark and header row dropped). */
export function csvCells(csv: string): string[][] {
  const text = csv.startsWith('\uFEFF') ? csv.slice(1) : csv;
  return Papa.parse<string[]>(text).data.slice(1);
}

import { useMemo, useState, type ChangeEvent } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { AdminGuest } from '../../../protocol/admin-guests';
import { ApiError } from '../../lib/api';
import { signalFailure } from '../../lib/failure-feedback';
import { Button } from '../../lib/ui/button';
import { DataTable } from '../../lib/ui/data-table';
import { DialogFooter } from '../../lib/ui/dialog';
import { ImportDialog as ImportDialogFrame } from '../../lib/ui/import-dialog';
import { Label } from '../../lib/ui/label';
import { toast } from '../../lib/ui/use-toast';
import { messageText } from '../../lib/error-text';
import {
  autoMap,
  importFields,
  isCsvProblem,
  mappingIsUsable,
  parseCsv,
  previewImport,
  type CellProblem,
  type ColumnMapping,
  type CsvTable,
  type PreviewRow,
} from './guest-csv-import';
import './strings';
import { useImportGuests } from './useAdminGuests';

/** Rows listed in the preview; the summary counts them all. */
export const PREVIEW_ROWS = 100;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  existing: readonly AdminGuest[];
};

export function ImportDialog({ open, onOpenChange, existing }: Props) {
  const { t } = useStrings('admin-guests');
  return (
    <ImportDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('import.title')}
      description={t('import.description')}
      className="max-w-4xl"
    >
      <ImportSteps existing={existing} onDone={() => onOpenChange(false)} />
    </ImportDialogFrame>
  );
}

function useProblemText() {
  const { t } = useStrings('admin-guests');
  return (problem: CellProblem) =>
    'key' in problem
      ? t(`import.${problem.key}`, { value: problem.value })
      : messageText(problem.message);
}

function ImportSteps({
  existing,
  onDone,
}: {
  existing: readonly AdminGuest[];
  onDone: () => void;
}) {
  const { t } = useStrings('admin-guests');
  const importGuests = useImportGuests();
  const [table, setTable] = useState<CsvTable | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setTable(null);
    setMapping(null);
    setFileError(null);
    if (!file) return;
    const result = parseCsv(await file.text(), file.size);
    if (isCsvProblem(result)) {
      setFileError(
        result.kind === 'unreadable'
          ? t('import.unreadable', { reason: result.reason })
          : t(`import.${result.kind}`),
      );
      return;
    }
    setTable(result);
    setMapping(autoMap(result.headers));
  };

  const preview = useMemo(
    () =>
      table && mapping && mappingIsUsable(mapping) ? previewImport(table, mapping, existing) : null,
    [table, mapping, existing],
  );
  const valid = preview?.filter((row) => row.row) ?? [];

  const submit = async () => {
    try {
      const result = await importGuests.mutateAsync(valid.map((row) => row.row!));
      toast({
        title: t('import.doneTitle'),
        description: t('import.done', { ...result, refused: result.refused.length }),
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      const message =
        error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
      signalFailure(t('import.failedTitle'), message ?? t('import.failed'));
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="guest-import-file">{t('import.file')}</Label>
        <input
          id="guest-import-file"
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void chooseFile(event)}
          className="min-h-11 text-base file:mr-3 file:min-h-11 file:rounded-md file:border file:border-blush-200 file:bg-white file:px-4 file:text-blush-700"
        />
      </div>
      {fileError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-medium text-red-800">
          {fileError}
        </p>
      )}
      {table && mapping && (
        <MappingFields headers={table.headers} mapping={mapping} onChange={setMapping} />
      )}
      {mapping && !mappingIsUsable(mapping) && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-stone-800">
          {t('import.needNameAndEmail')}
        </p>
      )}
      {preview && <PreviewTable rows={preview} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('import.cancel')}
        </Button>
        <Button
          type="button"
          disabled={!valid.length || importGuests.isPending}
          onClick={() => void submit()}
        >
          {importGuests.isPending
            ? t('import.importing')
            : t('import.submit', { count: valid.length })}
        </Button>
      </DialogFooter>
    </div>
  );
}

function MappingFields({
  headers,
  mapping,
  onChange,
}: {
  headers: string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const { t } = useStrings('admin-guests');
  return (
    <fieldset className="grid gap-3 rounded-lg border border-blush-100 p-3 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="px-1 font-semibold text-stone-800">{t('import.mapping')}</legend>
      {importFields.map((field) => (
        <div key={field} className="grid gap-1">
          <Label htmlFor={`import-map-${field}`}>{t(`import.fields.${field}`)}</Label>
          <select
            id={`import-map-${field}`}
            value={mapping[field] ?? ''}
            onChange={(event) =>
              onChange({
                ...mapping,
                [field]: event.target.value === '' ? null : Number(event.target.value),
              })
            }
            className="min-h-11 rounded-md border border-stone-300 bg-white px-2 text-base"
          >
            <option value="">{t('import.ignore')}</option>
            {headers.map((header, index) => (
              <option key={index} value={index}>
                {header || `#${index + 1}`}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}

function PreviewTable({ rows }: { rows: PreviewRow[] }) {
  const { t } = useStrings('admin-guests');
  const problemText = useProblemText();
  const invalid = rows.filter((row) => row.outcome === 'error').length;
  const outcomeText = {
    new: t('import.ok'),
    update: t('import.willUpdate'),
    unchanged: t('import.unchanged'),
  };
  return (
    <section aria-labelledby="import-preview-title" className="grid gap-2">
      <h3 id="import-preview-title" className="font-semibold text-stone-800">
        {t('import.preview')}
      </h3>
      <p role="status">
        {t('import.summary', { valid: rows.length - invalid, total: rows.length, invalid })}
      </p>
      {rows.length > PREVIEW_ROWS && (
        <p className="text-stone-600">{t('import.previewLimited', { shown: PREVIEW_ROWS })}</p>
      )}
      <DataTable
        columns={[t('import.rowNumber'), t('columns.name'), t('columns.email'), t('import.result')]}
        className="max-h-80 overflow-auto rounded-lg border border-blush-100"
        tableClassName="w-full border-collapse text-left"
        headClassName="sticky top-0 bg-blush-50"
        columnClassName="px-2 py-1"
      >
        {rows.slice(0, PREVIEW_ROWS).map((row) => (
          <tr key={row.line} className="border-t border-blush-100">
            <td className="px-2 py-1">{row.line}</td>
            <td className="px-2 py-1">{row.name}</td>
            <td className="break-all px-2 py-1">{row.email}</td>
            <td
              className={
                row.outcome === 'error'
                  ? 'px-2 py-1 font-medium text-red-800'
                  : 'px-2 py-1 text-stone-700'
              }
            >
              {row.outcome === 'error'
                ? row.problems.map(problemText).join('; ')
                : outcomeText[row.outcome]}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

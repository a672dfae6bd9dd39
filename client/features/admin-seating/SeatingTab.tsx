import { Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { SeatingAssignment, SeatingTable } from '../../../protocol/seating';
import { signalFailure } from '../../lib/failure-feedback';
import { QueryStatus } from '../../lib/query-status';
import { AdminSection } from '../../lib/ui/admin-section';
import { Button } from '../../lib/ui/button';
import { SwitchRow } from '../../lib/ui/switch-row';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../lib/ui/tabs';
import { toast } from '../../lib/ui/use-toast';
import { AssignmentFormDialog } from './AssignmentFormDialog';
import { AssignmentsPanel } from './AssignmentsPanel';
import { DeleteTableDialog } from './DeleteTableDialog';
import { FloorPlan } from './FloorPlan';
import { ImportDialog } from './ImportDialog';
import { PrintPanel } from './PrintPanel';
import { byTableNumber, seatedCounts } from './seating-cache';
import { reasonOf } from './server-text';
import './strings';
import { TableFormDialog } from './TableFormDialog';
import { TablesPanel } from './TablesPanel';
import {
  useDeleteAssignment,
  usePublication,
  useSeatingData,
  useSetPublication,
} from './useSeating';

type Open =
  | { kind: 'table'; table?: SeatingTable }
  | { kind: 'assignment'; assignment?: SeatingAssignment }
  | { kind: 'import' }
  | { kind: 'delete-table'; table: SeatingTable }
  | null;

/** The /admin 'Seating Chart' tab. */
export function SeatingTab() {
  const { t } = useStrings('admin-seating');
  const { tables, assignments } = useSeatingData();
  const [open, setOpen] = useState<Open>(null);
  const [section, setSection] = useState('tables');
  const deleteAssignment = useDeleteAssignment();
  const tableList = useMemo(() => byTableNumber(tables.data ?? []), [tables.data]);
  const assignmentList = assignments.data ?? [];
  const counts = useMemo(() => seatedCounts(assignments.data ?? []), [assignments.data]);
  const nextNumber = tableList.reduce((max, table) => Math.max(max, table.tableNumber), 0) + 1;
  const close = (isOpen: boolean) => !isOpen && setOpen(null);

  const removeAssignment = (assignment: SeatingAssignment) =>
    deleteAssignment.mutate(assignment.id, {
      onSuccess: () => toast({ title: t('toast.assignmentDeleted') }),
      onError: (error) =>
        signalFailure(
          t('toast.errorTitle'),
          reasonOf(error, t('toast.assignmentDeleteFailed')),
          error,
        ),
    });

  return (
    <AdminSection
      titleId="seating-title"
      title={t('title')}
      intro={t('intro')}
      className="grid gap-4"
      titleClassName="text-2xl text-inherit"
      introClassName="mt-0 text-stone-700"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setOpen({ kind: 'table' })}>
            <Plus aria-hidden /> {t('actions.addTable')}
          </Button>
          <Button variant="outline" onClick={() => setOpen({ kind: 'assignment' })}>
            <Plus aria-hidden /> {t('actions.addAssignment')}
          </Button>
          <Button variant="outline" onClick={() => setOpen({ kind: 'import' })}>
            <Upload aria-hidden /> {t('actions.importGuests')}
          </Button>
        </div>
      }
    >
      <PublishSwitch />
      <QueryStatus
        query={tables.isError ? tables : assignments}
        loadingText={t('loading')}
        errorText={t('loadFailed')}
        retryText={t('retry')}
        align="start"
      />
      {tables.isSuccess && assignments.isSuccess && (
        <Tabs value={section} onValueChange={setSection}>
          <TabsList>
            <TabsTrigger value="tables">
              {t('tabs.tables', { count: tableList.length })}
            </TabsTrigger>
            <TabsTrigger value="assignments">
              {t('tabs.assignments', { count: assignmentList.length })}
            </TabsTrigger>
            <TabsTrigger value="floor">{t('tabs.floor')}</TabsTrigger>
            <TabsTrigger value="print">{t('tabs.print')}</TabsTrigger>
          </TabsList>
          <TabsContent value="tables">
            <TablesPanel
              tables={tableList}
              assignments={assignmentList}
              counts={counts}
              onEdit={(table) => setOpen({ kind: 'table', table })}
              onDelete={(table) => setOpen({ kind: 'delete-table', table })}
            />
          </TabsContent>
          <TabsContent value="assignments">
            <AssignmentsPanel
              tables={tableList}
              assignments={assignmentList}
              onEdit={(assignment) => setOpen({ kind: 'assignment', assignment })}
              onDelete={removeAssignment}
            />
          </TabsContent>
          <TabsContent value="floor">
            <FloorPlan tables={tableList} assignments={assignmentList} counts={counts} />
          </TabsContent>
          <TabsContent value="print">
            <PrintPanel tables={tableList} assignments={assignmentList} />
          </TabsContent>
        </Tabs>
      )}
      <TableFormDialog
        open={open?.kind === 'table'}
        onOpenChange={close}
        table={open?.kind === 'table' ? open.table : undefined}
        nextNumber={nextNumber}
      />
      <AssignmentFormDialog
        open={open?.kind === 'assignment'}
        onOpenChange={close}
        assignment={open?.kind === 'assignment' ? open.assignment : undefined}
        tables={tableList}
        counts={counts}
      />
      <ImportDialog
        open={open?.kind === 'import'}
        onOpenChange={close}
        tables={tableList}
        assignments={assignmentList}
        counts={counts}
      />
      <DeleteTableDialog
        table={open?.kind === 'delete-table' ? open.table : undefined}
        seated={open?.kind === 'delete-table' ? (counts.get(open.table.id) ?? 0) : 0}
        onOpenChange={close}
      />
    </AdminSection>
  );
}

function PublishSwitch() {
  const { t } = useStrings('admin-seating');
  const publication = usePublication();
  const setPublication = useSetPublication();
  const published = publication.data?.published ?? false;
  return (
    <SwitchRow
      id="seating-published"
      layout="leading"
      rowClassName="items-center rounded-lg border border-stone-200 bg-white p-3"
      label={t('publish.label')}
      hint={published ? t('publish.on') : t('publish.off')}
      checked={published}
      disabled={!publication.isSuccess || setPublication.isPending}
      onCheckedChange={(checked) =>
        setPublication.mutate(checked, {
          onSuccess: () =>
            toast({ title: checked ? t('toast.published') : t('toast.unpublished') }),
          onError: (error) =>
            signalFailure(
              t('toast.errorTitle'),
              reasonOf(error, t('toast.tableSaveFailed')),
              error,
            ),
        })
      }
    />
  );
}

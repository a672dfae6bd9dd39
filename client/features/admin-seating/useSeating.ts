import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  seatingApi,
  type ImportGuestsForm,
  type SeatingAssignment,
  type SeatingAssignmentBody,
  type SeatingTable,
  type SeatingTableForm,
  type TablePosition,
} from '../../../protocol/seating';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { removeIds, upsert } from './seating-cache';

export const tablesKey = queryKeyOf(seatingApi.tables);
export const assignmentsKey = queryKeyOf(seatingApi.assignments);
export const publicationKey = queryKeyOf(seatingApi.publication);
const FALLBACK_MS = 30_000;

const saveTable = (qc: QueryClient, table: SeatingTable) =>
  qc.setQueryData<SeatingTable[]>(tablesKey, (list) => upsert(list, table));
const saveAssignment = (qc: QueryClient, assignment: SeatingAssignment) =>
  qc.setQueryData<SeatingAssignment[]>(assignmentsKey, (list) => upsert(list, assignment));
const dropAssignments = (qc: QueryClient, ids: string[]) =>
  qc.setQueryData<SeatingAssignment[]>(assignmentsKey, (list) => removeIds(list, ids));

/**
 * Tables and assignments, kept live by the organizer-only `seating` topic: another organizer's
 * change lands in the cache at once; polled only while the socket is down.
 */
export function useSeatingData() {
  const qc = useQueryClient();
  useTopic(
    'seating',
    {
      'seating:table-saved': (table) => saveTable(qc, table),
      'seating:table-deleted': ({ id, removedAssignmentIds }) => {
        qc.setQueryData<SeatingTable[]>(tablesKey, (list) => removeIds(list, [id]));
        dropAssignments(qc, removedAssignmentIds);
      },
      'seating:assignment-saved': (assignment) => saveAssignment(qc, assignment),
      'seating:assignment-deleted': ({ id }) => dropAssignments(qc, [id]),
      'seating:published': (publication) => qc.setQueryData(publicationKey, publication),
    },
    () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: tablesKey }),
        qc.invalidateQueries({ queryKey: assignmentsKey }),
        qc.invalidateQueries({ queryKey: publicationKey }),
      ]),
  );
  // Who holds a seat is the households' (a companion named, a meal chosen, the seated event
  // changed): their pushes refresh the seats' holders.
  const refreshHolders = () => qc.invalidateQueries({ queryKey: assignmentsKey });
  useTopic(
    'households',
    {
      'households:saved': refreshHolders,
      'households:removed': refreshHolders,
      'households:event-saved': refreshHolders,
      'households:answers': refreshHolders,
    },
    refreshHolders,
  );
  const refetchInterval = useFallbackPolling(FALLBACK_MS);
  const tables = useQuery({
    queryKey: tablesKey,
    queryFn: () => call(seatingApi.tables),
    refetchInterval,
  });
  const assignments = useQuery({
    queryKey: assignmentsKey,
    queryFn: () => call(seatingApi.assignments),
    refetchInterval,
  });
  return { tables, assignments };
}

export function usePublication() {
  return useQuery({ queryKey: publicationKey, queryFn: () => call(seatingApi.publication) });
}

export function useSetPublication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) => call(seatingApi.setPublication, { body: { published } }),
    onSuccess: (publication) => qc.setQueryData(publicationKey, publication),
  });
}

export function useSaveTable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SeatingTableForm }) =>
      id
        ? call(seatingApi.updateTable, { params: { id }, body })
        : call(seatingApi.createTable, { body }),
    onSuccess: (table) => saveTable(qc, table),
  });
}

export function useMoveTable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, position }: { id: string; position: TablePosition }) =>
      call(seatingApi.moveTable, { params: { id }, body: position }),
    // Shown where it was dropped at once; the answer (or a refusal's refetch) settles it.
    onMutate: ({ id, position }) =>
      qc.setQueryData<SeatingTable[]>(tablesKey, (list) =>
        list?.map((table) => (table.id === id ? { ...table, ...position } : table)),
      ),
    onSuccess: (table) => saveTable(qc, table),
    onError: () => qc.invalidateQueries({ queryKey: tablesKey }),
  });
}

export function useDeleteTable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(seatingApi.deleteTable, { params: { id } }),
    onSuccess: ({ id, removedAssignmentIds }) => {
      qc.setQueryData<SeatingTable[]>(tablesKey, (list) => removeIds(list, [id]));
      dropAssignments(qc, removedAssignmentIds);
    },
  });
}

export function useSaveAssignment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SeatingAssignmentBody }) =>
      id
        ? call(seatingApi.updateAssignment, { params: { id }, body })
        : call(seatingApi.createAssignment, { body }),
    onSuccess: (assignment) => saveAssignment(qc, assignment),
  });
}

/** A guest dragged (or sent by keyboard) to another table: the same assignment, a new tableId. */
export function useMoveGuest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ assignment, tableId }: { assignment: SeatingAssignment; tableId: string }) =>
      call(seatingApi.updateAssignment, {
        params: { id: assignment.id },
        body: {
          guestId: assignment.guestId,
          guestName: assignment.guestName,
          guestEmail: assignment.guestEmail,
          tableId,
          seatPosition: null,
          dietaryRestrictions: assignment.dietaryRestrictions ?? '',
          notes: assignment.notes ?? '',
        },
      }),
    onSuccess: (assignment) => saveAssignment(qc, assignment),
  });
}

export function useDeleteAssignment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(seatingApi.deleteAssignment, { params: { id } }),
    onSuccess: ({ id }) => dropAssignments(qc, [id]),
  });
}

export function useImportableGuests(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(seatingApi.importableGuests),
    queryFn: () => call(seatingApi.importableGuests),
    enabled,
  });
}

export function useImportGuests() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportGuestsForm) => call(seatingApi.importGuests, { body }),
    onSuccess: ({ assignments }) => {
      for (const assignment of assignments) saveAssignment(qc, assignment);
    },
  });
}

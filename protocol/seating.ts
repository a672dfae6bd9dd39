import { z } from 'zod';
import { endpoint, idParams } from './http';
import {
  assignmentDeletedSchema,
  importableGuestSchema,
  importGuestsFormSchema,
  importResultSchema,
  seatingAssignmentBodySchema,
  seatingAssignmentSchema,
} from './seating-assignments';
import {
  mySeatSchema,
  seatingPublicationSchema,
  seatSearchQuerySchema,
  seatSearchResultSchema,
} from './seating-guests';
import {
  seatingTableFormSchema,
  seatingTableSchema,
  tableDeletedSchema,
  tablePositionSchema,
} from './seating-tables';

// The seating's contract by resource: tables (and the messages), assignments, what guests see.
export * from './seating-assignments';
export * from './seating-guests';
export * from './seating-tables';

export const seatingApi = {
  tables: endpoint({
    method: 'GET',
    path: '/api/seating/tables',
    access: 'organizer',
    response: z.array(seatingTableSchema),
  }),
  createTable: endpoint({
    method: 'POST',
    path: '/api/seating/tables',
    access: 'organizer',
    body: seatingTableFormSchema,
    response: seatingTableSchema,
    status: 201,
  }),
  updateTable: endpoint({
    method: 'PUT',
    path: '/api/seating/tables/:id',
    access: 'organizer',
    params: idParams,
    body: seatingTableFormSchema,
    response: seatingTableSchema,
  }),
  deleteTable: endpoint({
    method: 'DELETE',
    path: '/api/seating/tables/:id',
    access: 'organizer',
    params: idParams,
    response: tableDeletedSchema,
  }),
  assignments: endpoint({
    method: 'GET',
    path: '/api/seating/assignments',
    access: 'organizer',
    response: z.array(seatingAssignmentSchema),
  }),
  createAssignment: endpoint({
    method: 'POST',
    path: '/api/seating/assignments',
    access: 'organizer',
    body: seatingAssignmentBodySchema,
    response: seatingAssignmentSchema,
    status: 201,
  }),
  updateAssignment: endpoint({
    method: 'PUT',
    path: '/api/seating/assignments/:id',
    access: 'organizer',
    params: idParams,
    body: seatingAssignmentBodySchema,
    response: seatingAssignmentSchema,
  }),
  deleteAssignment: endpoint({
    method: 'DELETE',
    path: '/api/seating/assignments/:id',
    access: 'organizer',
    params: idParams,
    response: assignmentDeletedSchema,
  }),
  importableGuests: endpoint({
    method: 'GET',
    path: '/api/guest/list',
    access: 'organizer',
    response: z.array(importableGuestSchema),
  }),
  moveTable: endpoint({
    method: 'PUT',
    path: '/api/seating/tables/:id/position',
    access: 'organizer',
    params: idParams,
    body: tablePositionSchema,
    response: seatingTableSchema,
  }),
  importGuests: endpoint({
    method: 'POST',
    path: '/api/seating/import',
    access: 'organizer',
    body: importGuestsFormSchema,
    response: importResultSchema,
    status: 201,
  }),
  publication: endpoint({
    method: 'GET',
    path: '/api/seating/publication',
    access: 'organizer',
    response: seatingPublicationSchema,
  }),
  setPublication: endpoint({
    method: 'PUT',
    path: '/api/seating/publication',
    access: 'organizer',
    body: seatingPublicationSchema,
    response: seatingPublicationSchema,
  }),
};

/**
 * What guests may ask of the seating, once published: their own table, and a seat by name (table
 * number and name only). Public, apart from the organizers' `seatingApi`.
 */
export const seatFinderApi = {
  mySeat: endpoint({
    method: 'GET',
    path: '/api/seating/my-seat',
    access: 'public',
    personal: true,
    response: mySeatSchema,
  }),
  findSeat: endpoint({
    method: 'GET',
    path: '/api/seating/find',
    access: 'public',
    query: seatSearchQuerySchema,
    response: seatSearchResultSchema,
  }),
};

import type { SeatingAssignment, SeatingTable } from '../../../protocol/seating';
import type { SeatingAssignmentDocument, SeatingTableDocument } from './model';

export function presentTable(doc: SeatingTableDocument): SeatingTable {
  return {
    id: doc._id.toString(),
    tableNumber: doc.tableNumber,
    tableName: doc.tableName,
    capacity: doc.capacity ?? 8,
    shape: (doc.shape ?? 'round') as SeatingTable['shape'],
    xPosition: doc.xPosition ?? null,
    yPosition: doc.yPosition ?? null,
    ...(doc.notes ? { notes: doc.notes } : {}),
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

export function presentAssignment(doc: SeatingAssignmentDocument): SeatingAssignment {
  return {
    id: doc._id.toString(),
    guestId: doc.guestId,
    tableId: doc.tableId.toString(),
    guestName: doc.guestName,
    guestEmail: doc.guestEmail,
    seatPosition: doc.seatPosition ?? null,
    ...(doc.dietaryRestrictions ? { dietaryRestrictions: doc.dietaryRestrictions } : {}),
    ...(doc.notes ? { notes: doc.notes } : {}),
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

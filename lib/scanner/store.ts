import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { TicketPublicKey } from '@/lib/tickets/ed25519';
import type { RevokedEntry } from '@/lib/tickets/revoked-list';

/**
 * What the gate scanner keeps on the device, in IndexedDB (through `idb`), so it works when the
 * venue's network drops: the public keys it verifies tickets with, the list of cancelled tickets
 * (hashes of their ids, from GET /api/tickets/revoked) with the cursor of its last sync, the
 * tickets it has seen checked in (to catch a second scan of one ticket on this device), the
 * check-ins made offline waiting to be uploaded in order, and the conflicts the server reported
 * on upload.
 */

/** The keys from GET /api/tickets/keys and when they were downloaded. */
type StoredKeys = { keys: TicketPublicKey[]; fetchedAt: number };

/**
 * Where the list of cancelled tickets stands: the cursor to ask from next, and when the list was
 * last complete (every revocation up to then is on the device); null until a first sync ends.
 */
type RevocationSync = { cursor: string; completeAt: number | null };

/** A cancelled ticket: its id's hash and when it was cancelled (ms). */
type StoredRevocation = { hash: string; at: number };

/** A ticket this device knows to be checked in: by itself (offline) or as the server answered. */
type SeenTicket = { ticketId: string; name: string; at: number; gate: string; by?: string };

/** A check-in made offline, uploaded later with its original nonce and scan time. */
type QueuedCheckin = {
  seq?: number;
  nonce: string;
  /** The scanned ticket (base64 JSON) as sent to POST /api/checkin. */
  ticket: string;
  gate: string;
  /** ISO 8601: when this device scanned it. */
  scannedAt: string;
  ticketId: string;
  name: string;
};

/** An offline check-in the server did not accept: another gate was first, or it refused the ticket. */
export type Conflict = {
  nonce: string;
  ticketId: string;
  name: string;
  /** When and where this device admitted the holder. */
  localAt: number;
  localGate: string;
  /** The first check-in the server holds (already_checked_in). */
  other?: { at: number; gate: string; by: string };
  /** Why the server refused it otherwise (invalid, unverified). */
  reason?: string;
  /** The organisers cancelled the ticket meanwhile (revoked): when. */
  revokedAt?: number;
};

interface ScannerDb extends DBSchema {
  meta: { key: string; value: StoredKeys };
  seen: { key: string; value: SeenTicket };
  queue: { key: number; value: QueuedCheckin };
  conflicts: { key: string; value: Conflict };
  revoked: { key: string; value: StoredRevocation };
  sync: { key: string; value: RevocationSync };
}

const SCANNER_DB_NAME = 'acm-scanner';
const KEYS = 'ticket-keys';
const REVOCATIONS = 'revocations';

type AdmitResult = { admitted: true } | { admitted: false; first: SeenTicket };

export interface ScannerStore {
  getKeys(): Promise<StoredKeys | undefined>;
  setKeys(keys: StoredKeys): Promise<void>;
  revocationSync(): Promise<RevocationSync | undefined>;
  /** Adds one answer of the list with the sync state it leads to, in one transaction. */
  addRevocations(entries: RevokedEntry[], sync: RevocationSync): Promise<void>;
  /** When the ticket with this id hash was cancelled (ms), if the device's list holds it. */
  revokedAt(hash: string): Promise<number | undefined>;
  /** Records what the server answered; an earlier check-in already known is kept. */
  remember(ticket: SeenTicket): Promise<void>;
  /**
   * Offline: admits the ticket unless this device has seen it checked in, and queues the upload,
   * in one transaction (two quick scans of one ticket cannot both be admitted).
   */
  admitOffline(entry: QueuedCheckin, at: number): Promise<AdmitResult>;
  /** The queued check-ins, oldest first. */
  queued(): Promise<QueuedCheckin[]>;
  pendingCount(): Promise<number>;
  dequeue(seq: number): Promise<void>;
  /** Moves a queued check-in the server refused to the conflicts, in one transaction. */
  dequeueWithConflict(seq: number, conflict: Conflict): Promise<void>;
  conflicts(): Promise<Conflict[]>;
  clearConflicts(): Promise<void>;
}

export function openScannerStore(name = SCANNER_DB_NAME): ScannerStore {
  let opened: Promise<IDBPDatabase<ScannerDb>> | null = null;
  const db = () =>
    (opened ??= openDB<ScannerDb>(name, 2, {
      // Version 2 adds the cancellations list; a device on version 1 keeps its queue and keys.
      upgrade(database, oldVersion) {
        if (oldVersion < 1) {
          database.createObjectStore('meta');
          database.createObjectStore('seen', { keyPath: 'ticketId' });
          database.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
          database.createObjectStore('conflicts', { keyPath: 'nonce' });
        }
        if (oldVersion < 2) {
          database.createObjectStore('revoked', { keyPath: 'hash' });
          database.createObjectStore('sync');
        }
      },
    }));

  return {
    async getKeys() {
      return (await db()).get('meta', KEYS);
    },
    async setKeys(keys) {
      await (await db()).put('meta', keys, KEYS);
    },
    async revocationSync() {
      return (await db()).get('sync', REVOCATIONS);
    },
    async addRevocations(entries, sync) {
      const tx = (await db()).transaction(['revoked', 'sync'], 'readwrite');
      // A list answer may repeat an entry (a retried page): the hash is the key, so it is kept once.
      for (const entry of entries) void tx.objectStore('revoked').put({ hash: entry.hash, at: Date.parse(entry.at) });
      void tx.objectStore('sync').put(sync, REVOCATIONS);
      await tx.done;
    },
    async revokedAt(hash) {
      return (await (await db()).get('revoked', hash))?.at;
    },
    async remember(ticket) {
      const tx = (await db()).transaction('seen', 'readwrite');
      const known = await tx.store.get(ticket.ticketId);
      if (!known || ticket.at < known.at) await tx.store.put(ticket);
      await tx.done;
    },
    async admitOffline(entry, at) {
      const tx = (await db()).transaction(['seen', 'queue'], 'readwrite');
      const first = await tx.objectStore('seen').get(entry.ticketId);
      if (first) {
        await tx.done;
        return { admitted: false, first };
      }
      await tx.objectStore('seen').put({ ticketId: entry.ticketId, name: entry.name, at, gate: entry.gate });
      // The queue numbers its entries itself, in scan order (an entry with a seq, even undefined, is refused).
      const { nonce, ticket, gate, scannedAt, ticketId, name } = entry;
      await tx.objectStore('queue').add({ nonce, ticket, gate, scannedAt, ticketId, name });
      await tx.done;
      return { admitted: true };
    },
    async queued() {
      return (await db()).getAll('queue');
    },
    async pendingCount() {
      return (await db()).count('queue');
    },
    async dequeue(seq) {
      await (await db()).delete('queue', seq);
    },
    async dequeueWithConflict(seq, conflict) {
      const tx = (await db()).transaction(['queue', 'conflicts'], 'readwrite');
      await tx.objectStore('queue').delete(seq);
      await tx.objectStore('conflicts').put(conflict);
      await tx.done;
    },
    async conflicts() {
      return (await (await db()).getAll('conflicts')).sort((a, b) => a.localAt - b.localAt);
    },
    async clearConflicts() {
      await (await db()).clear('conflicts');
    },
  };
}

import 'server-only';
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001-initial';
import * as admin from './0002-admin';
import * as registration from './0003-registration';
import * as checkin from './0004-checkin';
import * as cleanPayloads from './0005-clean-payloads';
import * as ticketLifecycle from './0006-ticket-lifecycle';
import * as revocationOrder from './0007-revocation-order';
import * as registrationLookup from './0009-registration-lookup';
import * as letters from './0010-letters';
import * as oneCertificate from './0011-one-certificate';
import * as locale from './0012-locale';
import * as seatCount from './0013-seat-count';
import * as market from './0014-market';
import * as marketProfiles from './0015-market-profiles';
import * as marketMeetings from './0016-market-meetings';

/**
 * The migrations in order, imported statically so the bundled server needs no migrations
 * folder at run time. Add a new module and a line here; never edit an applied one.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-admin': admin,
  '0003-registration': registration,
  '0004-checkin': checkin,
  '0005-clean-payloads': cleanPayloads,
  '0006-ticket-lifecycle': ticketLifecycle,
  '0007-revocation-order': revocationOrder,
  '0009-registration-lookup': registrationLookup,
  '0010-letters': letters,
  '0011-one-certificate': oneCertificate,
  '0012-locale': locale,
  '0013-seat-count': seatCount,
  '0014-market': market,
  '0015-market-profiles': marketProfiles,
  '0016-market-meetings': marketMeetings,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

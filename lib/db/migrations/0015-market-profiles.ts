import 'server-only';
import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * A participant's public profile in the market directory, and its picture.
 *
 * A profile is listed only once an organiser has approved it (status 'published'), and offered to
 * search engines only if its owner allowed it (indexable = 1). `search_text` is the lower-cased
 * name, organisation and texts, so one LIKE serves the directory on both databases (2,000
 * profiles need no full-text index). `sectors` and `links` are JSON arrays.
 *
 * The picture is kept in the database, not on one instance's disk, so every instance behind
 * nginx serves it; it is stored already re-encoded (WebP, at most 1200 px, no metadata).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('market_profiles')
    .addColumn('person_id', 'varchar(64)', (col) => col.primaryKey().references('market_people.id').onDelete('cascade'))
    .addColumn('slug', 'varchar(96)', (col) => col.notNull().unique())
    .addColumn('display_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('organisation', 'varchar(160)', (col) => col.notNull().defaultTo(''))
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('sectors', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('country', 'varchar(2)', (col) => col.notNull())
    .addColumn('offer', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('offer_lang', 'varchar(8)', (col) => col.notNull().defaultTo('en'))
    .addColumn('seeking', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('seeking_lang', 'varchar(8)', (col) => col.notNull().defaultTo('en'))
    .addColumn('links', 'text', (col) => col.notNull().defaultTo('[]'))
    // What the owner shares with the people they have a meeting with, and only them.
    .addColumn('share_email', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('phone', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('has_image', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('indexable', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('published_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('market_profiles_directory_idx')
    .on('market_profiles')
    .columns(['status', 'display_name'])
    .execute();

  await db.schema
    .createTable('market_profile_images')
    .addColumn('person_id', 'varchar(64)', (col) =>
      col.primaryKey().references('market_profiles.person_id').onDelete('cascade'),
    )
    .addColumn('webp', postgres ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('market_profile_images').ifExists().execute();
  await db.schema.dropTable('market_profiles').ifExists().execute();
}

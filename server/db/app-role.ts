import type { DatabaseHandle } from './database.js';

/**
 * The privileges of the role the app runs as, when the schema belongs to another role (the one in
 * MIGRATION_DATABASE_URL). The app keeps full use of its tables (read, add, change, remove rows)
 * but may only add to and read the audit log: it cannot change or remove an entry, nor alter,
 * truncate or disable the triggers of a table it does not own. Given by the owner after every
 * migration and set-up, so tables added later are covered too.
 */

/** The role a handle's connections act as. */
export async function currentRole(handle: DatabaseHandle): Promise<string> {
  const { rows } = await handle.executeSql('select current_user as role');
  const role = (rows[0] as { role?: string } | undefined)?.role;
  if (!role) throw new Error('the database did not say which role it is connected as');
  return role;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Run as the owner: grants `appRole` what the app needs. One text of several statements runs as
 * one transaction, so no moment shows the audit log's privileges half given.
 */
export async function grantAppRole(owner: DatabaseHandle, appRole: string): Promise<void> {
  const role = quoted(appRole);
  const literal = role.replaceAll("'", "''");
  await owner.executeSql(`
    grant usage on schema public to ${role};
    grant select, insert, update, delete on all tables in schema public to ${role};
    grant usage, select, update on all sequences in schema public to ${role};
    revoke update, delete, truncate, references, trigger on audit_log from ${role};
    do $$ begin
      if exists (select 1 from pg_namespace where nspname = 'pgboss') then
        execute 'grant usage on schema pgboss to ${literal}';
        execute 'grant select, insert, update, delete on all tables in schema pgboss to ${literal}';
        execute 'grant usage, select, update on all sequences in schema pgboss to ${literal}';
      end if;
    end $$;`);
}

/**
 * Why the connected role could rewrite the audit log (it owns the table, is a superuser, or may
 * UPDATE or DELETE it), or undefined when it can only add and read. Start-up warns with it in
 * production: the hash chain still shows a rewrite, but nothing stops one.
 */
export async function auditLogRewriteRisk(handle: DatabaseHandle): Promise<string | undefined> {
  const { rows } = await handle.executeSql(`
    select current_user as role,
      (select rolsuper from pg_roles where rolname = current_user) as superuser,
      pg_has_role(current_user, (select relowner from pg_class where oid = 'audit_log'::regclass), 'MEMBER') as owner,
      has_table_privilege('audit_log', 'UPDATE') or has_table_privilege('audit_log', 'DELETE') as may_change`);
  const { role, superuser, owner, may_change } = rows[0] as { role: string; superuser: boolean; owner: boolean; may_change: boolean };
  const reason = superuser ? 'is a superuser' : owner ? 'owns audit_log' : may_change ? 'may UPDATE or DELETE audit_log' : undefined;
  return reason && `the app's database role ${role} ${reason}, so it could rewrite the audit log: run it as a role of its own and set MIGRATION_DATABASE_URL to the owner (docs/operations.md)`;
}

import { ADMIN_PAGE_SIZE } from '../../common/api/admin-wallet';
import { COMPANY_COOKIE, COMPANY_SEARCH_LIMIT, type AdminCompany, type Company } from '../../common/api/company';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { notFound } from '../errors';
import { recordDecision } from '../decisions/decisions';
import { assert } from '../assert';
import type { Page } from '../../common/api/page';
import { paged } from '../db/paging';

// The company directory: the company a visitor's `company_id` cookie chose (else the default one), the search by
// name, and the back office's list and save.

const COLUMNS = 'id, name, subject, logo, url, registered_address, location, email, office_address, website, enabled, is_default, sort';

function toCompany(row: AdminCompany): Company {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    logo: row.logo,
    url: row.url,
    registered_address: row.registered_address,
    location: row.location,
    email: row.email,
    office_address: row.office_address,
    website: row.website,
  };
}

export async function findCompany(db: Queryable, id: number): Promise<AdminCompany | null> {
  const [row] = await db.query<AdminCompany>(`SELECT ${COLUMNS} FROM companies WHERE id = $1`, [id]);
  return row ?? null;
}

/** The id in the request's `company_id` cookie, if it holds a plausible one. */
export function companyIdFromCookie(header: string | undefined): number | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== COMPANY_COOKIE.name) continue;
    const value = rest.join('=').trim();
    return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
  }
  return null;
}

/** The chosen company when it exists and is enabled, else the default one (else the first enabled). */
export async function currentCompany(db: Queryable, chosenId: number | null): Promise<Company> {
  const [row] = await db.query<AdminCompany>(
    `SELECT ${COLUMNS} FROM companies WHERE enabled
     ORDER BY (id = $1) DESC, is_default DESC, sort, id LIMIT 1`,
    [chosenId ?? 0],
  );
  if (!row) throw notFound();
  return toCompany(row);
}

/** Enabled companies whose name holds `text` (any case); the text is a value, never a pattern. */
export async function searchCompanies(db: Queryable, text: string): Promise<Company[]> {
  const rows = await db.query<AdminCompany>(
    `SELECT ${COLUMNS} FROM companies WHERE enabled AND strpos(lower(name), lower($1)) > 0
     ORDER BY strpos(lower(name), lower($1)), sort, id LIMIT $2`,
    [text, COMPANY_SEARCH_LIMIT],
  );
  return rows.map(toCompany);
}

export function adminCompanyPage(db: Queryable, page: number): Promise<Page<AdminCompany>> {
  return paged(
    db,
    { select: COLUMNS, from: 'companies', orderBy: 'sort, id', params: [] },
    { page, size: ADMIN_PAGE_SIZE },
    (row: AdminCompany) => row,
  );
}

export type CompanyFields = Omit<AdminCompany, 'id' | 'enabled' | 'is_default'> & { enabled: 0 | 1; is_default: 0 | 1 };

export function saveCompany(
  db: Database,
  clock: Clock,
  operatorId: number,
  id: number | undefined,
  fields: CompanyFields,
): Promise<AdminCompany> {
  const values = { ...fields, enabled: fields.enabled === 1, is_default: fields.is_default === 1 };
  const columns = Object.keys(values);
  return db.transaction(async (tx) => {
    // Saves take turns: one that makes its company the default must see the default another has just made (else both
    // clear the old one and the second fails on companies_default_key, an HTTP 500: issue #32), and an edit's record
    // must show the company as the edit before it left it. Readers do not wait.
    await tx.query('LOCK TABLE companies IN SHARE ROW EXCLUSIVE MODE');
    const before = id === undefined ? null : await findCompany(tx, id);
    if (id !== undefined && !before) throw notFound();
    // One default: making this one the default takes it from the other.
    if (values.is_default) await tx.query('UPDATE companies SET is_default = false WHERE is_default AND id <> $1', [id ?? 0]);
    let savedId = id;
    if (savedId === undefined) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO companies (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
        Object.values(values),
      );
      assert(row, 'company insert returned nothing');
      savedId = row.id;
    } else {
      await tx.query(`UPDATE companies SET ${columns.map((column, index) => `${column} = $${index + 2}`).join(', ')} WHERE id = $1`, [
        savedId,
        ...Object.values(values),
      ]);
    }
    const after = await findCompany(tx, savedId);
    assert(after, `company ${savedId} vanished`);
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'company',
      subjectId: savedId,
      action: id === undefined ? 'create' : 'update',
      reason: '',
      before,
      after,
    });
    return after;
  });
}

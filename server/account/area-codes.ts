import type { Queryable } from '../db/database';

// The countries a user may register a mobile number in: the area list the forms offer, and the checks that an area,
// a country code or a dialling code given by a form is one of them.

export interface AreaCode {
  id: number;
  /** The country's ISO code, e.g. "HK". */
  code: string;
  /** The dialling code without "+", e.g. "852". */
  global_code: string;
}

export function listAreaCodes(db: Queryable): Promise<AreaCode[]> {
  return db.query<AreaCode>('SELECT id, code, global_code FROM area_codes ORDER BY sort, id');
}

/** The dialling code of an area, or null when there is no such area. */
export async function diallingCodeOf(db: Queryable, areaId: number): Promise<string | null> {
  const [area] = await db.query<{ global_code: string }>('SELECT global_code FROM area_codes WHERE id = $1', [areaId]);
  return area?.global_code ?? null;
}

export async function isCountryCode(db: Queryable, code: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM area_codes WHERE code = $1', [code])).length > 0;
}

export async function isDiallingCode(db: Queryable, globalCode: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM area_codes WHERE global_code = $1', [globalCode])).length > 0;
}

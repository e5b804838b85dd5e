// Forms check their input with the server's own schemas (common/api/input), so a form refuses exactly what the
// server would and the rules live once. This helper needs no zod of its own: it asks the schema the form passes in
// (loaded with that form's lazy chunk) and only reports which fields were refused; the form puts the words to it.

/** What this helper needs of a zod (mini) object schema. */
export interface InputSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

/** The top-level fields of `input` the schema refuses; empty when the server would accept the whole input. */
export function refusedFields(schema: InputSchema, input: object): ReadonlySet<string> {
  const result = schema.safeParse(input);
  if (result.success) return new Set();
  return new Set(result.error.issues.flatMap((issue) => (typeof issue.path[0] === 'string' ? [issue.path[0]] : [])));
}

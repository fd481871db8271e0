import { z, type ZodType } from 'zod';

/** Fields of `sent` that the parsed value does not have: what the schema does not list (and a browser would not expect). */
function extraFields(parsed: unknown, sent: unknown, path: string): string[] {
  if (Array.isArray(parsed) && Array.isArray(sent)) {
    return sent.flatMap((item, index) => extraFields(parsed[index], item, `${path}[${index}]`));
  }
  if (!parsed || !sent || typeof parsed !== 'object' || typeof sent !== 'object') return [];
  return Object.keys(sent).flatMap((key) => {
    const where = path ? `${path}.${key}` : key;
    return key in parsed
      ? extraFields((parsed as Record<string, unknown>)[key], (sent as Record<string, unknown>)[key], where)
      : [where];
  });
}

/** Why a realtime payload breaks its event's contract, or null when it keeps it. */
export function payloadProblem(schema: ZodType, payload: unknown): string | null {
  const result = schema.safeParse(payload);
  if (!result.success) return z.prettifyError(result.error);
  const extra = extraFields(result.data, payload, '');
  return extra.length > 0 ? `fields not in the schema: ${extra.join(', ')}` : null;
}

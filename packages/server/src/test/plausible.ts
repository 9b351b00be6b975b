/**
 * Plausible input for a route, read from its zod schema: what the request sweeps (the 403 sweep
 * of people/access.routes.test.ts, the malformed-input sweep of robustness.test.ts) send so that
 * only the thing under test (the access rule, one wrong field) can refuse the call.
 */
export type AnySchema = { def?: { type?: string; [k: string]: unknown }; shape?: Record<string, AnySchema>; options?: unknown[] };

const WRAPPERS = new Set(['optional', 'default', 'nullable', 'prefault', 'catch', 'readonly']);

/** The object shape behind a zod schema (through optional/default/pipe wrappers), if any. */
export function shapeOf(schema: AnySchema | undefined): Record<string, AnySchema> | undefined {
  let s = schema;
  for (let i = 0; s && i < 10; i++) {
    const t = s.def?.type;
    if (t === 'object') return s.shape;
    if (t === 'pipe') s = s.def!.in as AnySchema;
    else if (WRAPPERS.has(t ?? '')) s = s.def!.innerType as AnySchema;
    else return undefined;
  }
  return undefined;
}

/**
 * A value of roughly the right type for every field (objects to depth 3, the first member of an
 * enum, literal or union, empty arrays); a string field gets `text(fieldName)`, the sweep's choice.
 */
export function plausible(schema: AnySchema | undefined, text: (key: string) => string, key = '', depth = 0): unknown {
  const def = schema?.def;
  switch (def?.type) {
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 3) return out;
      for (const [k, v] of Object.entries(schema!.shape ?? {})) out[k] = plausible(v, text, k, depth + 1);
      return out;
    }
    case 'pipe':
      return plausible(def.in as AnySchema, text, key, depth);
    case 'union':
      return plausible((def.options as AnySchema[])[0], text, key, depth);
    default:
      if (WRAPPERS.has(def?.type ?? '')) return plausible(def!.innerType as AnySchema, text, key, depth);
      return text(key);
  }
}

import type { z } from 'zod';

/**
 * The widget palette's form is generated from the widget's params schema (registry/): this file
 * turns a zod 4 schema into plain field descriptions. Placeholder params are text
 * (`#GameRow[limit=15]#`), so every field edits a string; the schema itself still decides what is
 * valid (`validateParams`), and these descriptions only choose the input and its hints.
 */

/** How a param is edited. */
export type ParamFieldKind = 'text' | 'number' | 'enum' | 'boolean';

/** One generated form field. */
export interface ParamField {
  /** Param key as written in the placeholder. */
  name: string;
  kind: ParamFieldKind;
  /** The schema refuses the placeholder without it. */
  required: boolean;
  /** The schema's default, as text, shown as the input's placeholder. */
  defaultValue?: string;
  /** Choices of an enum (or literal union). */
  options?: string[];
  /** Numeric bounds, inclusive. */
  min?: number;
  max?: number;
  /** Whole numbers only. */
  integer?: boolean;
  /** Length bounds of text. */
  minLength?: number;
  maxLength?: number;
  /** The schema's description (`.describe()` / `.meta({ description })`), used as a hint. */
  description?: string;
}

/** zod 4 keeps a schema's definition in `_zod.def`; only the parts read here are typed. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  shape?: Record<string, z.ZodType>;
  defaultValue?: unknown;
  checks?: Array<{ _zod: { def: Record<string, unknown> } }>;
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function descriptionOf(schema: z.ZodType): string | undefined {
  return (schema as { description?: string }).description;
}

/** Wrappers that do not change what is edited: optional, default, nullable, catch, readonly. */
function unwrap(schema: z.ZodType): { core: z.ZodType; required: boolean; defaultValue?: unknown; description?: string } {
  let core = schema;
  let required = true;
  let defaultValue: unknown;
  let description = descriptionOf(schema);
  for (;;) {
    const def = defOf(core);
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'catch') && def.innerType) {
      required = false;
    } else if ((def.type === 'default' || def.type === 'prefault') && def.innerType) {
      required = false;
      const d = def.defaultValue;
      defaultValue = typeof d === 'function' ? (d as () => unknown)() : d;
    } else if (def.type !== 'readonly' || !def.innerType) {
      break;
    }
    core = def.innerType;
    description ??= descriptionOf(core);
  }
  return { core, required, defaultValue, description };
}

/** Literals of a union of literals, or null when the union holds anything else. */
function literalOptions(def: Def): string[] | null {
  if (def.type === 'literal') return (def.values ?? []).map(String);
  if (def.type === 'enum') return Object.values(def.entries ?? {}).map(String);
  if (def.type !== 'union') return null;
  const out: string[] = [];
  for (const o of def.options ?? []) {
    const inner = literalOptions(defOf(unwrap(o).core));
    if (!inner) return null;
    out.push(...inner);
  }
  return out;
}

function applyChecks(field: ParamField, def: Def) {
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    switch (d.check) {
      case 'greater_than':
        field.min = Number(d.value) + (d.inclusive ? 0 : field.integer ? 1 : 0);
        break;
      case 'less_than':
        field.max = Number(d.value) - (d.inclusive ? 0 : field.integer ? 1 : 0);
        break;
      case 'number_format':
        if (String(d.format).includes('int')) field.integer = true;
        break;
      case 'min_length':
        field.minLength = Number(d.minimum);
        break;
      case 'max_length':
        field.maxLength = Number(d.maximum);
        break;
      case 'length_equals':
        field.minLength = field.maxLength = Number(d.length);
        break;
    }
  }
}

/** Describes one param schema; the kind follows what the text turns into (a pipe's output). */
export function describeParam(name: string, schema: z.ZodType): ParamField {
  const { core, required, defaultValue, description } = unwrap(schema);
  const field: ParamField = { name, kind: 'text', required };
  if (defaultValue !== undefined && defaultValue !== null) field.defaultValue = String(defaultValue);
  if (description) field.description = description;

  let def = defOf(core);
  // A pipe (coercion, stringbool, transform then check) edits text but means its output.
  const pipeIn = def.type === 'pipe' && def.in ? defOf(unwrap(def.in).core) : null;
  if (def.type === 'pipe' && def.out) {
    const out = defOf(unwrap(def.out).core);
    if (out.type === 'boolean') return { ...field, kind: 'boolean' };
    if (out.type === 'number' || out.type === 'int' || literalOptions(out)) def = out;
    else if (pipeIn) def = pipeIn;
  }
  const options = literalOptions(def);
  if (options) return { ...field, kind: 'enum', options };
  if (def.type === 'boolean') return { ...field, kind: 'boolean' };
  if (def.type === 'number' || def.type === 'int' || def.type === 'bigint') {
    field.kind = 'number';
    applyChecks(field, def);
    return field;
  }
  applyChecks(field, def);
  // Length limits of the input side of a pipe still apply to what is typed.
  if (pipeIn && pipeIn !== def) applyChecks(field, pipeIn);
  return field;
}

/** The fields of an object params schema, in declaration order; an empty list for anything else. */
export function describeParams(schema: z.ZodType): ParamField[] {
  let def = defOf(unwrap(schema).core);
  // An object refined or transformed as a whole is still edited field by field.
  while (def.type === 'pipe' && def.in) def = defOf(unwrap(def.in).core);
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).map(([name, s]) => describeParam(name, s));
}

/** Field values as typed: empty ones are left out, so the schema's default applies. */
export function filledParams(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));
}

/** What the schema says about typed values: per-field messages (`''` for the whole form), or none. */
export function validateParams(schema: z.ZodType, values: Record<string, string>): Record<string, string[]> {
  const res = schema.safeParse(filledParams(values));
  if (res.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of res.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

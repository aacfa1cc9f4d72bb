import { Invalid, type Issue } from '../errors';
import type { z } from 'zod';

export function toIssues(error: z.ZodError, prefix: (string | number)[] = []): Issue[] {
  return error.issues.map((i) => ({ path: [...prefix, ...i.path].map(String).join('.'), message: i.message }));
}

/** Parses with a shared schema; a failure is a 400 whose message is the first issue's. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = toIssues(result.error);
  const first = issues[0];
  throw new Invalid(first ? first.message : 'Invalid input', { issues });
}

/** The JSON body as an object; missing or non-object bodies are 400. */
export function jsonBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) throw new Invalid('A JSON body is required');
  if (typeof body !== 'object' || Array.isArray(body)) throw new Invalid('The JSON body must be an object');
  return body as Record<string, unknown>;
}

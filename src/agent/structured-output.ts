// Structured output (DESIGN.md section 4): when a result must match a JSON Schema (`leash run
// --json-schema`, or a task's `output_schema`), the agent gets a `structured_output` tool whose
// input schema is that schema. Its input is checked by ajv, not by hand; a wrong one comes back
// with what is wrong, so the model fixes it; an agent that ends without calling it is reminded
// twice, then the run fails with `error_max_structured_output_retries`.
import { readFileSync } from 'node:fs';
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parseYamlSource } from '../yaml/index.js';
import { schemaProblems } from './schema-check.js';

export const STRUCTURED_OUTPUT_TOOL = 'structured_output';

/** Reminders sent to an agent that ends without calling structured_output, before it fails. */
export const MAX_STRUCTURED_OUTPUT_NUDGES = 2;

export interface StructuredOutputSpec {
  definition: Tool;
  validate: ValidateFunction;
}

/** A schema that cannot serve as structured_output's input schema; the message says why. */
export class StructuredOutputSchemaError extends Error {
  override name = 'StructuredOutputSchemaError';
  readonly code = 'invalid_output_schema';
}

/**
 * Compiles `schema` into the structured_output tool. Tool input is always an object, so the
 * schema must describe one. The draft is the one `$schema` names (draft-07, 2019-09), else
 * 2020-12, the draft the Messages API reads tool schemas in.
 */
export function structuredOutputSpec(schema: unknown): StructuredOutputSpec {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    throw new StructuredOutputSchemaError(
      `the schema must be a JSON object, found ${schema === null ? 'null' : Array.isArray(schema) ? 'a list' : typeof schema}`,
    );
  }
  const object = schema as Record<string, unknown>;
  if (object.type !== 'object') {
    throw new StructuredOutputSchemaError(
      `the schema must describe an object at its top level ("type": "object"), found ${object.type === undefined ? 'no "type"' : `"type": ${JSON.stringify(object.type)}`}`,
    );
  }
  let validate: ValidateFunction;
  try {
    validate = validatorFor(object).compile(object);
  } catch (error) {
    throw new StructuredOutputSchemaError(`the schema is not a valid JSON Schema: ${(error as Error).message}`);
  }
  return {
    validate,
    definition: {
      name: STRUCTURED_OUTPUT_TOOL,
      description: 'Give your final result with this tool: call it once, when you are done, with input that matches its schema.',
      input_schema: object as Tool['input_schema'],
    },
  };
}

function validatorFor(schema: Record<string, unknown>): Ajv | Ajv2019 | Ajv2020 {
  const draft = typeof schema.$schema === 'string' ? schema.$schema : '';
  const options = { allErrors: true, strict: false } as const;
  if (/draft-0[67]/.test(draft)) return new Ajv(options);
  if (draft.includes('2019-09')) return new Ajv2019(options);
  return new Ajv2020(options);
}

/** null when `input` matches; else the text the model reads, with at most three problems. */
export function structuredOutputProblem(spec: StructuredOutputSpec, input: unknown): string | null {
  if (spec.validate(input)) return null;
  return `The result does not match the schema: ${schemaProblems(spec.validate.errors).join('; ')}. Call ${STRUCTURED_OUTPUT_TOOL} again with corrected input.`;
}

/** The synthetic user message sent when an agent ends without calling structured_output. */
export function structuredOutputNudge(attempt: number): string {
  return `You ended without calling ${STRUCTURED_OUTPUT_TOOL} (reminder ${attempt} of ${MAX_STRUCTURED_OUTPUT_NUDGES}). Your result counts only when given as that tool's input, matching its schema: call it now.`;
}

/**
 * A JSON Schema from a JSON or YAML file (`leash run --json-schema FILE`), checked as
 * structured_output would use it. Errors name the file, and the line and column of a syntax error.
 */
export function readJsonSchemaFile(path: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new StructuredOutputSchemaError(`${path}: cannot read the schema file: ${(error as Error).message}`);
  }
  const parsed = parseYamlSource(text, path);
  if (parsed.problem) {
    const { line, col } = parsed.problem.at;
    throw new StructuredOutputSchemaError(`${path}:${line}:${col}: not valid JSON or YAML: ${parsed.problem.reason}`);
  }
  const schema: unknown = parsed.source.value;
  try {
    structuredOutputSpec(schema);
  } catch (error) {
    throw new StructuredOutputSchemaError(`${path}: ${(error as Error).message}`);
  }
  return schema as Record<string, unknown>;
}

// The wording of the reasons the policy layer adds to a decision itself (after the bash parse's),
// by machine code, in the same pattern as src/bash/reason-catalogue.ts. Each is raised with its
// template's arguments, checked per code.

/** A rule as reasons name it; structural, so types.ts can take this module's codes without a cycle. */
interface NamedRule {
  pattern: string;
  layer: string;
  source: string;
}

function ruleText(rule: NamedRule): string {
  return `rule "${rule.pattern}" (deny, ${rule.layer} layer, ${rule.source})`;
}

export const POLICY_REASONS = {
  'partial-deny': (a: { path: string; tool: 'read' | 'write'; rule: NamedRule }) =>
    `which files below ${a.path} are ${a.tool === 'write' ? 'written' : 'read'} is not known before the command runs, and ${ruleText(a.rule)} forbids some of them`,
  'hard-link': (a: { path: string; names: number }) =>
    `${a.path} is a hard link (a file with ${a.names} names): writing it changes the same file under its other names, which may lie outside the workspace`,
  'mention-deny': (a: { path: string; where: string; tool: 'read' | 'write'; rule: NamedRule }) =>
    `a command Leash has no file table for names ${a.path} at ${a.where}, and ${ruleText(a.rule)} forbids ${a.tool === 'write' ? 'writing' : 'reading'} it; what the command does with it is not known before it runs`,
  'input-path': (a: { program: string; input: string; where: string; kind: 'read' | 'write'; met: NamedRule | string }) =>
    `\`${a.program}\` at ${a.where} ${a.kind === 'write' ? 'writes' : 'reads'} files named by ${a.input}, which are not known before it runs, and ${typeof a.met === 'string' ? `the write floor "${a.met}" holds` : `${ruleText(a.met)} forbids`} some of them`,
  'process-path': (a: { path: string; reached: string; walks: boolean }) =>
    `the path ${a.path} ${a.walks ? `walks a folder that holds ${a.reached}` : `leads into ${a.reached}`}, a process's own directory: its environ, cmdline, mem and fd hold what that process holds, and its links (\`cwd\`, \`root\`) lead wherever it is`,
} satisfies Record<string, (args: never) => string>;

export type PolicyReasonCode = keyof typeof POLICY_REASONS;

export type PolicyReasonArgs<C extends PolicyReasonCode> = Parameters<(typeof POLICY_REASONS)[C]>[0];

/** A policy reason's code and its catalogue message. */
export function policyReason<C extends PolicyReasonCode>(code: C, args: PolicyReasonArgs<C>): { code: C; message: string } {
  return { code, message: (POLICY_REASONS[code] as (args: PolicyReasonArgs<C>) => string)(args) };
}

/** The languages `index` can outline. JavaScript covers JSX, `.mjs` and `.cjs`. */
export type SkeletonLanguage = 'typescript' | 'tsx' | 'javascript' | 'python' | 'go' | 'rust' | 'markdown' | 'json' | 'yaml';

/**
 * Sections of a skeleton. They are always rendered in the order of `SECTION_ORDER`
 * (render.ts), so a model learns where to look once and for every language.
 */
export type SectionKind = 'doc' | 'imports' | 'exports' | 'types' | 'classes' | 'functions' | 'constants' | 'modules' | 'tests' | 'outline' | 'keys';

/** One thing a model may want to read: a declaration, a test block, a heading, a key. */
export interface SkeletonItem {
  /** What the model sees: a trimmed signature, a test title, a heading, a key. */
  label: string;
  /** The declared name (or the module, title or key), for lookups and cross-checks. */
  name: string;
  /** One-based, inclusive. */
  startLine: number;
  /** One-based, inclusive. */
  endLine: number;
  /** Member names shown inline after the range (interface fields, enum variants). */
  members?: string[];
  /** Nested items shown indented below (class members, nested tests, module contents). */
  children?: SkeletonItem[];
}

export interface SkeletonSection {
  kind: SectionKind;
  items: SkeletonItem[];
}

export interface Skeleton {
  language: SkeletonLanguage;
  /** Lines in the file (a final newline does not start another line). */
  lineCount: number;
  /** Non-empty sections in render order. */
  sections: SkeletonSection[];
  /** The parse had errors: what is listed is what could be recovered. */
  partial: boolean;
  /** One-based lines of the first few parse errors, when partial. */
  errorLines: number[];
}

/** Why a file gets no skeleton; the reason text says what to do instead. */
export type SkeletonRefusalCode = 'unsupported_language' | 'too_large' | 'grammar_unavailable';

export type SkeletonResult =
  | {
      ok: true;
      language: SkeletonLanguage;
      /** The rendered skeleton: what the `index` tool returns to the model. */
      text: string;
      skeleton: Skeleton;
      partial: boolean;
      /** The rendering hit its line cap and says so in its last line. */
      truncated: boolean;
    }
  | { ok: false; code: SkeletonRefusalCode; reason: string };

/** Items found in one file (or one module body), by section, in source order. */
export type SectionItems = Partial<Record<SectionKind, SkeletonItem[]>>;

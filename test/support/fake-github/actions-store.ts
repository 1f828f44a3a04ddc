import { createHash, randomUUID } from 'node:crypto';
import type { BlobStore } from './blob-store.js';
import type { FakeArtifact, FakeCacheEntry, FakeWorkflowRun } from './types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ArtifactRecord {
  id: number;
  name: string;
  run: FakeWorkflowRun;
  jobBackendId: string;
  mimeType: string;
  createdAt: Date;
  expiresAt: Date;
  retentionDays: number;
  finalized: boolean;
  size: number;
  digest: string | undefined;
  blobKey: string;
}

export interface CacheRecord {
  id: number;
  key: string;
  version: string;
  scope: string;
  createdAt: Date;
  finalized: boolean;
  size: number;
  blobKey: string;
}

/** Why a state change was refused, in twirp's vocabulary (the caller maps it to a status). */
export class ActionsStoreError extends Error {
  constructor(
    readonly twirpCode: 'already_exists' | 'not_found' | 'invalid_argument' | 'failed_precondition',
    message: string,
  ) {
    super(message);
    this.name = 'ActionsStoreError';
  }
}

function contentDispositionFor(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Workflow runs, artifacts and cache entries; the bytes live in the blob store. */
export class ActionsStore {
  private readonly runs = new Map<number, FakeWorkflowRun>();
  private readonly artifactRecords = new Map<number, ArtifactRecord>();
  private readonly cacheRecords = new Map<number, CacheRecord>();
  private nextArtifactId = 1_000_001;
  private nextCacheId = 1;

  constructor(
    private readonly blobs: BlobStore,
    private readonly now: () => Date,
    private readonly defaultRetentionDays: number,
  ) {}

  // ---- runs ----------------------------------------------------------------------------

  addRun(run: Omit<FakeWorkflowRun, 'backendId' | 'jobBackendId'>): FakeWorkflowRun {
    if (this.runs.has(run.id)) throw new ActionsStoreError('already_exists', `workflow run ${run.id} already exists`);
    const stored: FakeWorkflowRun = { ...run, backendId: randomUUID(), jobBackendId: randomUUID() };
    this.runs.set(run.id, stored);
    return { ...stored, cacheScopes: stored.cacheScopes.map((grant) => ({ ...grant })) };
  }

  run(id: number): FakeWorkflowRun | undefined {
    return this.runs.get(id);
  }

  runByBackendId(backendId: string): FakeWorkflowRun | undefined {
    return [...this.runs.values()].find((run) => run.backendId === backendId);
  }

  allRuns(): FakeWorkflowRun[] {
    return [...this.runs.values()];
  }

  // ---- artifacts -----------------------------------------------------------------------

  isExpired(record: ArtifactRecord): boolean {
    return record.expiresAt.getTime() <= this.now().getTime();
  }

  /** Starts an upload; a finalized artifact of the same name in the run is a conflict. */
  createArtifact(input: { run: FakeWorkflowRun; jobBackendId: string; name: string; mimeType: string; expiresAt: Date | undefined }): ArtifactRecord {
    const existing = this.findArtifactByName(input.run, input.name, { includePending: true });
    if (existing?.finalized && !this.isExpired(existing)) {
      throw new ActionsStoreError('already_exists', 'an artifact with this name already exists on the workflow run');
    }
    if (existing) this.deleteArtifact(existing.id);
    const createdAt = this.now();
    const expiresAt = input.expiresAt ?? new Date(createdAt.getTime() + this.defaultRetentionDays * DAY_MS);
    const id = this.nextArtifactId++;
    const fileName = input.mimeType === 'application/zip' ? `${input.name}.zip` : input.name;
    const record: ArtifactRecord = {
      id,
      name: input.name,
      run: input.run,
      jobBackendId: input.jobBackendId,
      mimeType: input.mimeType,
      createdAt,
      expiresAt,
      retentionDays: Math.round((expiresAt.getTime() - createdAt.getTime()) / DAY_MS),
      finalized: false,
      size: 0,
      digest: undefined,
      blobKey: `actions-results/${input.run.backendId}/${input.jobBackendId}/${id}/${fileName}`,
    };
    this.blobs.reserve(record.blobKey, { contentDisposition: contentDispositionFor(fileName) });
    this.artifactRecords.set(id, record);
    return record;
  }

  /** Closes an upload: the blob must be committed, its size and sha256 must match the claim. */
  finalizeArtifact(run: FakeWorkflowRun, name: string, size: number, hash: string | undefined): ArtifactRecord {
    const record = this.findArtifactByName(run, name, { includePending: true });
    if (!record || record.finalized) {
      throw new ActionsStoreError('not_found', `no artifact upload named "${name}" is in progress on workflow run ${run.id}`);
    }
    const bytes = this.blobs.content(record.blobKey);
    if (!bytes) {
      throw new ActionsStoreError('failed_precondition', `artifact "${name}" has no uploaded content to finalize`);
    }
    if (bytes.length !== size) {
      throw new ActionsStoreError('invalid_argument', `artifact "${name}": finalize says ${size} bytes, blob storage holds ${bytes.length}`);
    }
    const digest = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
    if (hash !== undefined && hash !== digest) {
      throw new ActionsStoreError('invalid_argument', `artifact "${name}": finalize hash ${hash} does not match the uploaded ${digest}`);
    }
    record.finalized = true;
    record.size = bytes.length;
    record.digest = digest;
    return record;
  }

  findArtifactByName(run: FakeWorkflowRun, name: string, options: { includePending?: boolean } = {}): ArtifactRecord | undefined {
    return [...this.artifactRecords.values()]
      .filter((record) => record.run.id === run.id && record.name === name)
      .filter((record) => options.includePending || record.finalized)
      .sort((a, b) => b.id - a.id)[0];
  }

  artifactRecord(id: number): ArtifactRecord | undefined {
    return this.artifactRecords.get(id);
  }

  /** Finalized artifacts of a run, oldest first (expired ones included: callers decide). */
  artifactsOfRun(runId: number): ArtifactRecord[] {
    return [...this.artifactRecords.values()].filter((record) => record.run.id === runId && record.finalized).sort((a, b) => a.id - b.id);
  }

  allArtifactRecords(): ArtifactRecord[] {
    return [...this.artifactRecords.values()].sort((a, b) => a.id - b.id);
  }

  deleteArtifact(id: number): boolean {
    const record = this.artifactRecords.get(id);
    if (!record) return false;
    this.blobs.delete(record.blobKey);
    return this.artifactRecords.delete(id);
  }

  seedArtifact(input: {
    run: FakeWorkflowRun;
    name: string;
    bytes: Uint8Array;
    mimeType: string;
    retentionDays: number | undefined;
    createdAt: Date | undefined;
  }): ArtifactRecord {
    const createdAt = input.createdAt ?? this.now();
    const days = input.retentionDays ?? this.defaultRetentionDays;
    const record = this.createArtifact({
      run: input.run,
      jobBackendId: input.run.jobBackendId,
      name: input.name,
      mimeType: input.mimeType,
      expiresAt: new Date(createdAt.getTime() + days * DAY_MS),
    });
    record.createdAt = createdAt;
    record.retentionDays = days;
    const fileName = input.mimeType === 'application/zip' ? `${input.name}.zip` : input.name;
    this.blobs.write(record.blobKey, input.bytes, input.mimeType, contentDispositionFor(fileName));
    return this.finalizeArtifact(input.run, input.name, input.bytes.byteLength, undefined);
  }

  toPublicArtifact(record: ArtifactRecord): FakeArtifact {
    const bytes = record.finalized ? this.blobs.content(record.blobKey) : undefined;
    return {
      id: record.id,
      name: record.name,
      runId: record.run.id,
      repository: record.run.repository,
      size: record.size,
      digest: record.digest,
      mimeType: record.mimeType,
      createdAt: record.createdAt,
      expiresAt: record.expiresAt,
      retentionDays: record.retentionDays,
      finalized: record.finalized,
      bytes: bytes ? Buffer.from(bytes) : undefined,
    };
  }

  // ---- cache ---------------------------------------------------------------------------

  /** Reserves a cache entry in `scope`; entries are immutable, so a taken key+version conflicts. */
  createCacheEntry(key: string, version: string, scope: string): CacheRecord {
    const taken = [...this.cacheRecords.values()].find((record) => record.key === key && record.version === version && record.scope === scope);
    if (taken) {
      throw new ActionsStoreError('already_exists', 'cache entry with the same key, version, and scope already exists');
    }
    const id = this.nextCacheId++;
    const record: CacheRecord = {
      id,
      key,
      version,
      scope,
      createdAt: this.now(),
      finalized: false,
      size: 0,
      blobKey: `actions-cache/${id}/cache.tzst`,
    };
    this.blobs.reserve(record.blobKey);
    this.cacheRecords.set(id, record);
    return record;
  }

  finalizeCacheEntry(key: string, version: string, scope: string, sizeBytes: number): CacheRecord {
    const record = [...this.cacheRecords.values()].find(
      (candidate) => candidate.key === key && candidate.version === version && candidate.scope === scope && !candidate.finalized,
    );
    if (!record) {
      throw new ActionsStoreError('not_found', `no cache upload for key "${key}" is in progress in scope ${scope}`);
    }
    const bytes = this.blobs.content(record.blobKey);
    if (!bytes) throw new ActionsStoreError('failed_precondition', `cache entry "${key}" has no uploaded content to finalize`);
    if (bytes.length !== sizeBytes) {
      throw new ActionsStoreError('invalid_argument', `cache entry "${key}": finalize says ${sizeBytes} bytes, blob storage holds ${bytes.length}`);
    }
    record.finalized = true;
    record.size = bytes.length;
    record.createdAt = this.now();
    return record;
  }

  /**
   * GitHub's matching: scopes in the token's order (the run's own ref, then the base and
   * default branches); within a scope, each key in order (the primary key, then the restore
   * keys), an exact match first, then the newest entry whose key starts with it. The
   * version (paths + compression) must match exactly.
   */
  findCacheEntry(keys: string[], version: string, scopes: string[]): CacheRecord | undefined {
    const candidates = [...this.cacheRecords.values()].filter((record) => record.finalized && record.version === version);
    const newestFirst = (a: CacheRecord, b: CacheRecord): number => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
    for (const scope of scopes) {
      const inScope = candidates.filter((record) => record.scope === scope).sort(newestFirst);
      for (const key of keys) {
        const hit = inScope.find((record) => record.key === key) ?? inScope.find((record) => record.key.startsWith(key));
        if (hit) return hit;
      }
    }
    return undefined;
  }

  seedCacheEntry(input: { key: string; version: string; scope: string; bytes: Uint8Array; createdAt: Date | undefined }): CacheRecord {
    const record = this.createCacheEntry(input.key, input.version, input.scope);
    this.blobs.write(record.blobKey, input.bytes, 'application/octet-stream');
    const finalized = this.finalizeCacheEntry(input.key, input.version, input.scope, input.bytes.byteLength);
    if (input.createdAt) finalized.createdAt = input.createdAt;
    return finalized;
  }

  cacheRecordsList(): CacheRecord[] {
    return [...this.cacheRecords.values()].sort((a, b) => a.id - b.id);
  }

  toPublicCacheEntry(record: CacheRecord): FakeCacheEntry {
    const bytes = record.finalized ? this.blobs.content(record.blobKey) : undefined;
    return {
      id: record.id,
      key: record.key,
      version: record.version,
      scope: record.scope,
      size: record.size,
      createdAt: record.createdAt,
      finalized: record.finalized,
      bytes: bytes ? Buffer.from(bytes) : undefined,
    };
  }
}

/**
 * How the browser's code is cut into files (rolldown's `codeSplitting`, vite.config.ts). On slow 4G
 * over HTTP/1.1 every file costs a round trip on one of six connections: left to itself the bundler
 * made 112 files, and the dashboard waited for 30 of them (docs/performance/2026-11-23-sessions-6-7.md). Beside
 * the entry and one file per screen, four groups:
 * - `mui`: MUI, Emotion and what they use. Every MUI screen needs most of it; one file, cached after the first.
 * - `forms`: zod and react-hook-form (each screen's schemas come with it, so that the login form does
 *   not build every feature's).
 * - `signed-in`: the code that needs neither (server state, the plain parts, the dashboard, the work
 *   order list), so that the first screen after login loads one file beside the entry.
 * - `mui-parts`: the shared parts built with MUI (lists, dialogs, form fields).
 * What the entry loads itself stays in the entry; the landing, about and contact pages load none of
 * the groups.
 */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: string[]; importedIds: string[]; isEntry: boolean } | null;
}

const MUI =
  /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|hoist-non-react-statics|prop-types|react-is|clsx|@babel[\\/]runtime)[\\/]/;
const FORMS = /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;
/** The board's drag library: what uses it stays with the one screen that drags (issue 48). */
const DRAG = /node_modules[\\/]@dnd-kit[\\/]/;
const PUBLIC = /src[\\/]web[\\/]features[\\/](marketing|auth)[\\/]/;
const SHARED_PARTS = /src[\\/]web[\\/](ui|lib)[\\/]/;
const APP_CODE = /src[\\/](web|shared)[\\/]|node_modules[\\/]@tanstack[\\/]/;

export function chunkGroup(id: string, graph: ModuleGraph): string | null {
  if (isLoadedByEntry(id, graph)) return null;
  // A kit part a public page uses (the landing page's sections, the login card, the text) stays out of
  // the groups: in one, the landing page would fetch the whole group with it.
  if (SHARED_PARTS.test(id) && isUsedByPublicPages(id, graph)) return null;
  if (MUI.test(id)) return 'mui';
  if (FORMS.test(id)) return 'forms';
  if (
    APP_CODE.test(id) &&
    !PUBLIC.test(id) &&
    !reaches(id, MUI, graph) &&
    !reaches(id, FORMS, graph) &&
    !reaches(id, DRAG, graph)
  )
    return 'signed-in';
  if (SHARED_PARTS.test(id)) return 'mui-parts';
  return null;
}

const answers = new Map<string, boolean>();
/**
 * Whether a chain of static imports leads from `id` to a module `isTarget` accepts, following
 * `next` (the modules a module imports, or those that import it); each answer is kept.
 */
function leadsTo(key: string, id: string, next: (id: string) => string[], isTarget: (id: string) => boolean): boolean {
  const known = answers.get(`${key}\n${id}`);
  if (known !== undefined) return known;
  const seen = new Set([id]);
  const queue = [id];
  let result = false;
  while (queue.length > 0 && !result) {
    for (const neighbour of next(queue.pop()!)) {
      if (isTarget(neighbour)) result = true;
      else if (!seen.has(neighbour)) {
        seen.add(neighbour);
        queue.push(neighbour);
      }
    }
  }
  answers.set(`${key}\n${id}`, result);
  return result;
}

/** Imported, statically and through any chain, by the entry (index.html, through main.tsx). */
function isLoadedByEntry(id: string, graph: ModuleGraph): boolean {
  return leadsTo(
    'entry',
    id,
    (module) => graph.getModuleInfo(module)?.importers ?? [],
    (importer) => importer.endsWith('.html') || graph.getModuleInfo(importer)?.isEntry === true,
  );
}

/** Imported by a public page (marketing, login), directly or through a kit part only they use. */
function isUsedByPublicPages(id: string, graph: ModuleGraph): boolean {
  return leadsTo(
    'public',
    id,
    (module) => (SHARED_PARTS.test(module) ? (graph.getModuleInfo(module)?.importers ?? []) : []),
    (importer) => PUBLIC.test(importer),
  );
}

/** Imports, statically and through any chain, a module matching `pattern`. */
function reaches(id: string, pattern: RegExp, graph: ModuleGraph): boolean {
  return leadsTo(
    pattern.source,
    id,
    (module) => graph.getModuleInfo(module)?.importedIds ?? [],
    (imported) => pattern.test(imported),
  );
}

/** What `.vite/chunks.json` holds: each file, the files it imports, the modules in it (build/prerender.ts reads it). */
export interface ChunkMapEntry {
  file: string;
  imports: string[];
  modules: string[];
}

/**
 * Writes `.vite/chunks.json`: Vite's manifest names only the chunks a module starts, not the
 * modules a group holds, and a screen's code may now sit in one of the groups above.
 */
export function chunkMap(root: string) {
  return {
    name: 'verkstan-chunk-map',
    generateBundle(
      this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): void },
      _options: unknown,
      bundle: Record<string, { type: string; fileName: string; imports?: string[]; moduleIds?: string[] }>,
    ) {
      const chunks: ChunkMapEntry[] = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          imports: chunk.imports ?? [],
          modules: (chunk.moduleIds ?? []).filter((id) => id.startsWith(root)).map((id) => id.slice(root.length + 1)),
        }));
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) });
    },
  };
}

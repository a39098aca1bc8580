import type { IModule } from 'dependency-cruiser';
import { SERVER_CONTEXTS, TYPES_ONLY } from './dependencyCruiser.config';

const CONTEXTS: ReadonlySet<string> = new Set(SERVER_CONTEXTS);

/**
 * The server area a file belongs to: `<context>/<area>` inside a context, `platform/<folder>`
 * below them; undefined for the composition roots (src/server/app.ts, main.ts) and files outside
 * the server.
 */
export function serverArea(file: string): string | undefined {
  const [, top, area] = /^src\/server\/([^/]+)\/(?:([^/]+)\/)?/.exec(file) ?? [];
  if (top === undefined) return undefined;
  if (CONTEXTS.has(top)) return area === undefined ? top : `${top}/${area}`;
  return `platform/${top}`;
}

/** Area → areas it imports values from (imports of types only left out: they are erased). */
export function areaGraph(modules: readonly IModule[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of modules) {
    const from = serverArea(module.source);
    if (from === undefined) continue;
    for (const dependency of module.dependencies) {
      const to = serverArea(dependency.resolved);
      if (to === undefined || to === from) continue;
      if (dependency.dependencyTypes.some((type) => TYPES_ONLY.includes(type))) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Areas that import each other, directly or round a longer loop: each loop's areas, sorted. */
export function areaCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  // Tarjan's strongly connected components; the area graph is small enough to recurse.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

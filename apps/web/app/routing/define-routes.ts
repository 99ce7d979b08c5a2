import { GUARD_NAMES, LAYOUT_NAMES, type GuardName, type RouteDef, type RouteDefInput } from './route-def';

function isGuard(name: string): name is GuardName {
  return (GUARD_NAMES as readonly string[]).includes(name);
}

/**
 * Builds the route table from its written form. It throws on an unknown guard (spec §6:
 * "an unknown guard raises an error"), so a typo fails the build instead of opening a page.
 */
export function defineRoutes(inputs: readonly RouteDefInput[]): RouteDef[] {
  const ids = new Set<string>();
  const paths = new Set<string>();
  return inputs.map((input) => {
    if (!/^[a-z0-9-]+$/.test(input.id)) throw new Error(`Route id "${input.id}" must be kebab-case`);
    if (ids.has(input.id)) throw new Error(`Duplicate route id "${input.id}"`);
    if (paths.has(input.path)) throw new Error(`Duplicate route path "${input.path}"`);
    ids.add(input.id);
    paths.add(input.path);
    const layout = input.layout ?? 'default';
    if (!LAYOUT_NAMES.includes(layout)) throw new Error(`Unknown layout "${layout}" on route "${input.id}"`);
    const guards = (input.guards ?? []).map((g) => {
      if (!isGuard(g)) throw new Error(`Unknown route guard "${g}" on route "${input.id}"`);
      return g;
    });
    for (const name of input.path
      .split('/')
      .filter((s) => s.startsWith(':'))
      .map((s) => s.slice(1))) {
      if (!input.params?.[name]) throw new Error(`Route "${input.id}" does not say how to validate :${name}`);
    }
    return {
      id: input.id,
      path: input.path,
      file: input.file,
      layout,
      shell: input.shell,
      guards,
      title: input.title ?? true,
      theme: input.theme,
      params: input.params ?? {},
      devOnly: input.devOnly ?? false,
    };
  });
}

import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const res = await (context as { api: { request(m: string, u: string): Promise<{ json: unknown }> } }).api.request('GET', '/api/v1/settings');
  return { settings: res.json };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <main className="p-8 text-2xl">Biclou <pre>{JSON.stringify(loaderData.settings).slice(0, 60)}</pre></main>;
}

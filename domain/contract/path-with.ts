// Apart from endpoint.ts, which imports zod: the app's API client needs this and none of the schemas.

/** `/api/kitchen/orders/:orderId` with `{orderId: 7}` → `/api/kitchen/orders/7`. */
export function pathWith(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null || value === '') throw new Error(`${path} needs the path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

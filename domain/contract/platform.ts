import { z } from 'zod'
import { endpoint, fileAnswer } from './endpoint.js'

const tag = 'Platform'

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['reachable', 'unreachable']),
  time: z.string(),
})

export const healthCheck = endpoint({
  method: 'get',
  path: '/api/health',
  tag,
  summary: 'Is the API up, and can it reach its database?',
  description: 'For load balancers and the door devices. 503 when the database cannot be reached.',
  audience: 'none',
  responses: { 200: health, 503: health },
})

export const publicConfig = z.object({ chatNumber: z.string() })

export const publicConfiguration = endpoint({
  method: 'get',
  path: '/api/public/config',
  tag,
  summary: 'The settings the browser may see: the WhatsApp chat button’s number',
  audience: 'none',
  responses: { 200: publicConfig },
})

export const openApiDocument = endpoint({
  method: 'get',
  path: '/api/openapi.json',
  tag,
  summary: 'This API described as an OpenAPI 3.1 document',
  audience: 'none',
  responses: {
    200: z
      .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) })
      .loose(),
  },
})

export const apiReference = endpoint({
  method: 'get',
  path: '/api/docs',
  tag,
  summary: 'The readable API reference (Swagger UI, served from this server)',
  audience: 'none',
  responses: { 200: fileAnswer('The reference page', 'text/html') },
})

export const apiReferenceAsset = endpoint({
  method: 'get',
  path: '/api/docs/assets/:file',
  tag,
  summary: 'The reference page’s script and style sheet',
  audience: 'none',
  params: z.object({ file: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'reference.js']) }),
  responses: { 200: fileAnswer('The file', 'text/css', 'text/javascript') },
})

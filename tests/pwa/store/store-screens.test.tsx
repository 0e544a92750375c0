import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { describe, expect, test, vi } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { storeRecord } from '../helpers/sessions'
import { dairy, depot, gram, paneer, storeKeeper, storeReads, viewOnlyStoreMenu } from './fixtures'

const openSetup = async (app: ReturnType<typeof renderApp>) =>
  app.user.click(await screen.findByRole('tab', { name: 'Vendors, units and categories' }))

describe('the store’s products (/dashboard/inventory)', () => {
  test('while the products load it says so; with none it says how to start', async () => {
    let answer: (reply: { json: unknown }) => void = () => {}
    stubApi({ ...storeReads(), 'GET /api/inv/products': () => new Promise((resolve) => (answer = resolve)) as never })
    storeRecord('user', storeKeeper)
    renderApp('/dashboard/inventory')
    expect(await screen.findByText('Loading the store…')).toBeTruthy()
    answer({ json: { result: [] } })
    expect(await screen.findByText('No products yet')).toBeTruthy()
    expect(screen.getByText(/Add units, a category and products/)).toBeTruthy()
  })

  test('a list the server cannot give shows its reason and a way to try again', async () => {
    let fails = true
    stubApi({
      ...storeReads(),
      'GET /api/inv/products': () =>
        fails ? { status: 500, json: { message: 'The database is not answering', code: 'internal' } } : { json: { result: [paneer()] } },
    })
    storeRecord('user', storeKeeper)
    const app = renderApp('/dashboard/inventory')
    expect(await screen.findByText('The store could not be loaded')).toBeTruthy()
    expect(screen.getByText('The database is not answering')).toBeTruthy()
    fails = false
    await app.user.click(screen.getByRole('button', { name: /Try again/ }))
    expect(await screen.findByRole('link', { name: 'Paneer' })).toBeTruthy()
  })

  test('a product is changed and switched off; what is wrong is said on its field and nothing is sent', async () => {
    let product = paneer()
    const { calls } = stubApi({
      ...storeReads(),
      'GET /api/inv/products': () => ({ json: { result: [product] } }),
      'PUT /api/inv/products/7': (call) => {
        product = { ...product, ...(call.body as object), vendor_name: 'Mother Dairy Depot' }
        return { json: { message: 'Product updated successfully', data: product } }
      },
    })
    storeRecord('user', storeKeeper)
    const app = renderApp('/dashboard/inventory')
    await app.user.click(await screen.findByRole('button', { name: 'Edit Paneer' }))
    const form = await screen.findByRole('form', { name: 'Edit Paneer' })
    expect(within(form).getByText(/Code PANEER · stock unit kg/)).toBeTruthy()
    expect(within(form).queryByLabelText('Stock unit')).toBeNull()
    await app.user.clear(within(form).getByLabelText('Product name'))
    await app.user.clear(within(form).getByLabelText('Reorder level'))
    await app.user.type(within(form).getByLabelText('Reorder level'), '-2')
    await app.user.click(within(form).getByRole('button', { name: 'Save product' }))
    expect(await within(form).findByText('Product name is required')).toBeTruthy()
    expect(within(form).getByText('Must be 0 or more')).toBeTruthy()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    await app.user.type(within(form).getByLabelText('Product name'), 'Malai Paneer')
    await app.user.clear(within(form).getByLabelText('Reorder level'))
    await app.user.type(within(form).getByLabelText('Reorder level'), '2.5')
    await app.user.selectOptions(within(form).getByLabelText('Usual vendor'), 'Mother Dairy Depot')
    await app.user.click(within(form).getByLabelText(/^Active/))
    await app.user.click(within(form).getByRole('button', { name: 'Save product' }))
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Paneer' })).toBeNull())
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/inv/products/7',
      body: { name: 'Malai Paneer', category_id: dairy._id, reorder_level: 2.5, vendor_id: depot._id, is_active: false },
    })
    const row = (await screen.findByRole('link', { name: 'Malai Paneer' })).closest('tr')!
    expect(within(row).getByText('Switched off')).toBeTruthy()
  })

  test('a role that may only look sees no Edit and no Stock move', async () => {
    stubApi({ ...storeReads(), 'POST /api/getmenubyrole': { json: { result: viewOnlyStoreMenu } } })
    storeRecord('user', storeKeeper)
    const app = renderApp('/dashboard/inventory')
    expect(await screen.findByRole('link', { name: 'Paneer' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Edit Paneer' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Stock move/ })).toBeNull()
    await openSetup(app)
    expect(await screen.findByText(/Kilogram \(kg\)/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Add unit/ })).toBeNull()
  })
})

describe('vendors, units and categories', () => {
  test('while they load it says so; when they cannot be loaded it says why', async () => {
    stubApi({ ...storeReads(), 'GET /api/inv/vendors': { status: 403, json: { message: 'Access denied', code: 'forbidden' } } })
    storeRecord('user', storeKeeper)
    const app = renderApp('/dashboard/inventory')
    await openSetup(app)
    expect(await screen.findByText('The store’s set-up could not be loaded')).toBeTruthy()
    expect(screen.getByText('Access denied')).toBeTruthy()
  })

  test('with none yet each list says so, and a category with no name is refused on the form', async () => {
    const { calls } = stubApi({
      ...storeReads([]),
      'GET /api/inv/measurement-units': { json: { result: [] } },
      'GET /api/inv/getcategory': { json: { categories: [] } },
      'GET /api/inv/vendors': { json: { result: [] } },
    })
    storeRecord('user', storeKeeper)
    const app = renderApp('/dashboard/inventory')
    await openSetup(app)
    expect(await screen.findByText('No units yet.')).toBeTruthy()
    expect(screen.getByText('No categories yet.')).toBeTruthy()
    expect(screen.getByText('No vendors yet.')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: /Add category/ }))
    const form = screen.getByRole('form', { name: 'New category' })
    await app.user.click(within(form).getByRole('button', { name: 'Add category' }))
    expect(await within(form).findByText('Category name is required')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith('/api/inv'))).toBe(false)
  })

  test('a unit in use keeps its factor: the server’s refusal is shown beside the factor', async () => {
    const { calls } = stubApi({
      ...storeReads(),
      'PUT /api/inv/measurement-units/1': {
        status: 409,
        json: {
          message: 'factor: kg is used by products or moves; add a new unit instead',
          code: 'conflict',
          errors: [{ path: 'factor', msg: 'kg is used by products or moves; add a new unit instead' }],
        },
      },
    })
    storeRecord('user', storeKeeper)
    const app = renderApp('/dashboard/inventory')
    await openSetup(app)
    await app.user.click(await screen.findByRole('button', { name: 'Edit Kilogram' }))
    const form = screen.getByRole('form', { name: 'Edit Kilogram' })
    expect(within(form).getByLabelText('Size in grams')).toHaveProperty('value', '1000')
    await app.user.clear(within(form).getByLabelText('Size in grams'))
    await app.user.type(within(form).getByLabelText('Size in grams'), '500')
    await app.user.click(within(form).getByRole('button', { name: 'Save unit' }))
    expect(await within(form).findByText('Kg is used by products or moves; add a new unit instead')).toBeTruthy()
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Kilogram', symbol: 'kg', dimension: 'mass', factor: 500 })
  })

  test('a vendor’s GSTIN is checked before it is sent; a vendor is switched off from its form', async () => {
    const { calls } = stubApi({
      ...storeReads(),
      'PUT /api/inv/vendors/4': (call) => ({
        json: { message: 'Vendor updated successfully', data: { ...depot, ...(call.body as object) } },
      }),
    })
    storeRecord('user', storeKeeper)
    const app = renderApp('/dashboard/inventory')
    await openSetup(app)
    await app.user.click(await screen.findByRole('button', { name: 'Edit Mother Dairy Depot' }))
    const form = screen.getByRole('form', { name: 'Edit Mother Dairy Depot' })
    await app.user.type(within(form).getByLabelText('GSTIN'), '07AAACM')
    await app.user.click(within(form).getByRole('button', { name: 'Save vendor' }))
    expect(await within(form).findByText('Must be a 15-character GSTIN such as 07AAACR5055K1Z5')).toBeTruthy()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
    await app.user.type(within(form).getByLabelText('GSTIN'), '1234k1z5')
    await app.user.click(within(form).getByLabelText(/^Active/))
    await app.user.click(within(form).getByRole('button', { name: 'Save vendor' }))
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Mother Dairy Depot' })).toBeNull())
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ gstin: '07AAACM1234K1Z5', is_active: false })
  })

  test('a unit or category is deleted after Confirm; one in use is refused with the server’s reason', async () => {
    const { calls } = stubApi({
      ...storeReads(),
      'DELETE /api/inv/deletecategory/3': {
        status: 409,
        json: { message: 'Dairy holds 1 product (Paneer); move it to another category first', code: 'conflict' },
      },
      'DELETE /api/inv/measurement-units/2': { json: { message: 'Measurement unit deleted successfully', data: gram } },
    })
    const refused = vi.spyOn(toast, 'error')
    const done = vi.spyOn(toast, 'success')
    storeRecord('user', storeKeeper)
    const app = renderApp('/dashboard/inventory')
    await openSetup(app)
    await app.user.click(await screen.findByRole('button', { name: 'Delete Dairy' }))
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm deleting Dairy' }))
    await app.user.click(screen.getByRole('button', { name: 'Confirm deleting Dairy' }))
    await waitFor(() => expect(refused).toHaveBeenCalledWith('Dairy holds 1 product (Paneer); move it to another category first'))
    expect(await screen.findByRole('button', { name: 'Delete Dairy' })).toBeTruthy()

    await app.user.click(screen.getByRole('button', { name: 'Delete Gram' }))
    await app.user.click(screen.getByRole('button', { name: 'Confirm deleting Gram' }))
    await waitFor(() => expect(done).toHaveBeenCalledWith('Measurement unit deleted successfully'))
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/inv/deletecategory/3',
      '/api/inv/measurement-units/2',
    ])
  })
})

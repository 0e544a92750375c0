import { useQuery } from '@tanstack/react-query'
import type { Product } from '../../../domain/contract/store'
import { failureMessage } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { ProductForm } from './ProductForm'
import { invCategoriesQuery, unitsQuery, vendorsQuery } from './queries'

/** A product's change form on the products list, once the lists it chooses from have loaded. */
export function ProductEditPanel({ product, onDone }: { product: Product; onDone: () => void }) {
  const units = useQuery(unitsQuery())
  const vendors = useQuery(vendorsQuery())
  const categories = useQuery(invCategoriesQuery())
  const failed = [units, vendors, categories].find((query) => query.isError)
  return (
    <section className="panel" aria-label={`Change ${product.name}`}>
      <h2 className="panel__title">Change {product.name}</h2>
      {failed ? (
        <ErrorState
          title="The categories and vendors could not be loaded"
          message={failureMessage(failed.error, 'Something went wrong')}
          onRetry={() => void failed.refetch()}
        />
      ) : units.isSuccess && vendors.isSuccess && categories.isSuccess ? (
        <ProductForm product={product} units={units.data} categories={categories.data} vendors={vendors.data} onDone={onDone} />
      ) : (
        <LoadingState>Loading categories and vendors…</LoadingState>
      )}
    </section>
  )
}

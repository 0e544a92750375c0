import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { myBill, myBillPdf, myBills } from '../../../domain/contract/restaurant-bills'
import { callApi } from '../../api/client'
import { saveFile } from '../../office/events/download-file'

/** The member's own restaurant bills (ADR 028): /member/api/bills, the member token with every call. */

const PAGE_SIZE = 20

export const myBillKeys = {
  all: ['my-bills'] as const,
  page: (page: number) => ['my-bills', 'page', page] as const,
  bill: (billId: number) => ['my-bills', billId] as const,
}

export const myBillsQuery = (page: number) =>
  queryOptions({
    queryKey: myBillKeys.page(page),
    queryFn: ({ signal }) => callApi(myBills, { query: { page: String(page), limit: String(PAGE_SIZE) } }, { signal }),
    placeholderData: keepPreviousData,
  })

export const myBillQuery = (billId: number) =>
  queryOptions({
    queryKey: myBillKeys.bill(billId),
    queryFn: async ({ signal }) => (await callApi(myBill, { params: { billId } }, { signal })).bill,
  })

/** Reads the bill's PDF with the member's token and hands it to the browser to save. */
export async function saveMyBillPdf(billId: number): Promise<void> {
  saveFile(await callApi(myBillPdf, { params: { billId } }), `bill-${billId}.pdf`)
}

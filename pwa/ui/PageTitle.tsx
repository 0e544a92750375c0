import { club } from '../../domain/club'

/** The tab's and the screen reader's name for the page; React 19 moves <title> into <head>. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · ${club.name}`}</title>
}

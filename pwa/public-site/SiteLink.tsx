import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react'

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }

/**
 * How a link inside an island (ADR 031) is drawn: in the app, as react-router's Link (PublicLayout
 * gives that); on a page the build rendered, as a plain link, so that an island ships no router.
 */
export const SiteLinkContext = createContext<(props: SiteLinkProps) => ReactNode>(({ to, ...rest }) => <a href={to} {...rest} />)

export function SiteLink(props: SiteLinkProps) {
  const drawLink = useContext(SiteLinkContext)
  return drawLink(props)
}

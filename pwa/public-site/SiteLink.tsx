import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react'

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }

const PlainLink = ({ to, ...rest }: SiteLinkProps) => <a href={to} {...rest} />

/**
 * How a link inside an island (ADR 031) is drawn: in the app, react-router's Link (PublicLayout
 * gives it); on a page the build rendered, a plain link, so that an island ships no router.
 */
export const SiteLinkContext = createContext<ComponentType<SiteLinkProps>>(PlainLink)

export function SiteLink(props: SiteLinkProps) {
  const LinkComponent = useContext(SiteLinkContext)
  return <LinkComponent {...props} />
}

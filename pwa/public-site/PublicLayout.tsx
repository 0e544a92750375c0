import { Link, Outlet } from 'react-router-dom'
import { ChatButton } from './ChatButton'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SiteLinkContext, type SiteLinkProps } from './SiteLink'
import './public-site.css'
import './public-styles'

const drawRouterLink = (props: SiteLinkProps) => <Link {...props} />

/** The shared public frame (spec 1 §2): header, chat button, the page, footer. */
export function PublicLayout() {
  return (
    // In the app, a link inside an island is the router's: a client navigation (ADR 031).
    <SiteLinkContext value={drawRouterLink}>
      <div className="public-site">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="public-site__main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
        <ChatButton />
      </div>
    </SiteLinkContext>
  )
}

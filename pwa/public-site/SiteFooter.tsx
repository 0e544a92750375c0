import { useSyncExternalStore } from 'react'
import { Link } from 'react-router-dom'
import { club } from '../../domain/club'
import { useClubProfile, useClubProfileFields } from './club-profile'
import { footerLinks } from './site-links'

const noChanges = () => () => {}

export function SiteFooter() {
  const profile = useClubProfile()
  // The social links are a list the build cannot hold placeholders for: they appear once the app has taken the page over.
  const isInBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
  const { social_links } = useClubProfileFields()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-club">
          <h2 id="footer-club" className="site-footer__title">
            {profile.name}
          </h2>
          <p>
            A members’ social and sports club in {club.place}, since {club.foundedOn}.
          </p>
          {isInBrowser && social_links.length > 0 && (
            <ul className="site-footer__social" aria-label="The club elsewhere">
              {social_links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {footerLinks.map((link) => (
              <li key={link.to + link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">© {profile.name} 2023 - 24, all rights reserved.</p>
    </footer>
  )
}

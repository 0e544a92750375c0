import { Link } from 'react-router-dom'
import { club } from '../../domain/club'
import { footerLinks } from './site-links'

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-club">
          <h2 id="footer-club" className="site-footer__title">
            {club.name}
          </h2>
          <p>
            A members’ social and sports club in {club.place}, since {club.foundedOn}.
          </p>
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
      <p className="site-footer__copyright">© {club.name} 2023 - 24, all rights reserved.</p>
    </footer>
  )
}

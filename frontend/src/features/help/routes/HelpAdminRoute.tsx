import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useAdminCategories } from '../api/admin-categories';
import { FAQ_PATH, KNOWLEDGE_BASE_PATH } from '../api/types';
import { ArticlesAdmin } from '../components/ArticlesAdmin';
import { CategoriesAdmin } from '../components/CategoriesAdmin';
import { FaqAdmin } from '../components/FaqAdmin';
import { HelpMessages } from '../components/HelpMessages';

const SECTIONS = ['faq', 'articles', 'categories'] as const;
type Section = (typeof SECTIONS)[number];

const SECTION_TITLE: Record<Section, MessageId> = {
  faq: 'help.admin.tab.faq',
  articles: 'help.admin.tab.articles',
  categories: 'help.admin.tab.categories',
};

function HelpAdmin() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const section = SECTIONS.find((name) => name === searchParams.get('tab')) ?? 'faq';
  const categories = useAdminCategories();
  // What the last action did, said in a polite live region that stays on the page.
  const [announcement, setAnnouncement] = useState('');

  return (
    <section aria-labelledby="page-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="page-title" className="h3 mb-0 me-auto">
          <FormattedMessage id="help.admin.title" />
        </h1>
        <Link to={FAQ_PATH} className="btn btn-sm btn-outline-secondary">
          <FormattedMessage id="help.admin.viewFaq" />
        </Link>
        <Link to={KNOWLEDGE_BASE_PATH} className="btn btn-sm btn-outline-secondary">
          <FormattedMessage id="help.admin.viewKnowledgeBase" />
        </Link>
      </div>
      <nav aria-label={intl.formatMessage({ id: 'help.admin.sections' })} className="mb-3">
        <ul className="nav nav-tabs flex-nowrap overflow-x-auto overflow-y-hidden">
          {SECTIONS.map((name) => (
            <li key={name} className="nav-item">
              <Link
                to={`?tab=${name}`}
                className={`nav-link text-nowrap ${name === section ? 'active' : ''}`}
                aria-current={name === section ? 'page' : undefined}
                onClick={() => setAnnouncement('')}
              >
                <FormattedMessage id={SECTION_TITLE[name]} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="small text-success-emphasis mb-2">
        {announcement}
      </p>
      {section === 'faq' ? (
        <FaqAdmin key="faq" categories={categories.data ?? []} announce={setAnnouncement} />
      ) : null}
      {section === 'articles' ? (
        <ArticlesAdmin
          key="articles"
          categories={categories.data ?? []}
          announce={setAnnouncement}
        />
      ) : null}
      {section === 'categories' ? (
        <CategoriesAdmin key="categories" query={categories} announce={setAnnouncement} />
      ) : null}
    </section>
  );
}

/** `/admin/help`: the admins' editor of the FAQ, the articles and their categories. */
export function HelpAdminRoute() {
  return (
    <HelpMessages>
      <HelpAdmin />
    </HelpMessages>
  );
}

import type { FastifyInstance } from 'fastify';
import {
  adminCompanies,
  adminSaveCompany,
  type CompanyStatus,
  getCompany,
  getCompanyStatus,
  searchCompany,
} from '../../../common/api/company';
import { announcement, companyEmail, inviteList } from '../../../common/api/content';
import {
  adminNewsCreate,
  adminNewsEdit,
  adminNewsInfo,
  adminNewsList,
  adminNewsPublish,
  adminNewsUnpublish,
  newsInfo,
  newsList,
} from '../../../common/api/news';
import * as companyInput from '../../../common/api/input/company';
import * as contentInput from '../../../common/api/input/content';
import * as newsInput from '../../../common/api/input/news';
import { findUserById } from '../../account/users';
import { operatorSessions } from '../../admin/operators';
import type { Clock } from '../../clock';
import { adminCompanyPage, companyIdFromCookie, currentCompany, saveCompany, searchCompanies } from '../../content/companies';
import { inviteList as invitees } from '../../content/invites';
import { adminArticle, adminArticlePage, publishedArticle, publishedPage } from '../../content/news';
import { createArticle, editArticle, publishArticle, unpublishArticle } from '../../content/news-admin';
import { announcementText } from '../../content/settings';
import type { Database } from '../../db/database';
import { notFound, notLoggedIn, requireRealUser } from '../../errors';
import { messages } from '../../i18n/messages';
import { readSetting } from '../../settings';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';

// The content area: news, the company directory, the account pages' texts and invitations, and their back office
// under /admin/api/news and /admin/api/company (operator sessions, every change recorded); its settings are set
// through the console's one settings call (server/admin/settings-admin.ts).

export function registerContentRoutes(app: FastifyInstance, db: Database, clock: Clock, sessions: SessionResolver): void {
  registerEndpoint(app, sessions, newsList, newsInput.newsList, async ({ input, request }) => ({
    ...(await publishedPage(db, request.lang, input.category_id, input.page)),
    as_of: clock.now(),
  }));
  registerEndpoint(app, sessions, newsInfo, newsInput.newsInfo, async ({ input, request }) => ({
    ...(await publishedArticle(db, request.lang, input.id)),
    as_of: clock.now(),
  }));

  registerEndpoint(app, sessions, getCompany, companyInput.getCompany, ({ request }) =>
    currentCompany(db, companyIdFromCookie(request.headers.cookie)),
  );
  registerEndpoint(app, sessions, getCompanyStatus, companyInput.getCompanyStatus, async ({ request }): Promise<CompanyStatus> => ({
    is_main: (await readSetting(db, 'is_main', '0')) === '1' ? 1 : 0,
    company_id: (await currentCompany(db, companyIdFromCookie(request.headers.cookie))).id,
  }));
  registerEndpoint(app, sessions, searchCompany, companyInput.searchCompany, ({ input }) => searchCompanies(db, input.name));
  registerEndpoint(app, sessions, companyEmail, contentInput.companyEmail, async () => ({
    complaint_email: await readSetting(db, 'complaint_email'),
    support_email: await readSetting(db, 'support_email'),
  }));
  registerEndpoint(app, sessions, announcement, contentInput.announcement, async ({ request }) => ({
    content: await announcementText(db, request.lang),
  }));

  registerEndpoint(app, sessions, inviteList, contentInput.inviteList, async ({ input, user }) => {
    requireRealUser(user);
    const row = await findUserById(db, user.id);
    if (!row) throw notLoggedIn();
    return invitees(db, user.id, row.invite_code, input.page);
  });

  const operators = operatorSessions(db, clock);
  registerEndpoint(app, operators, adminNewsList, newsInput.adminNewsList, ({ input }) => adminArticlePage(db, input.page));
  registerEndpoint(app, operators, adminNewsInfo, newsInput.adminNewsInfo, async ({ input }) => {
    const article = await adminArticle(db, input.id);
    if (!article) throw notFound();
    return article;
  });
  registerEndpoint(app, operators, adminNewsCreate, newsInput.adminNewsCreate, async ({ input, user, succeedWith }) => {
    const article = await createArticle(db, clock, user.id, input);
    succeedWith(messages.configSaved);
    return article;
  });
  registerEndpoint(app, operators, adminNewsEdit, newsInput.adminNewsEdit, async ({ input: { id, ...text }, user, succeedWith }) => {
    const article = await editArticle(db, clock, user.id, id, text);
    succeedWith(messages.configSaved);
    return article;
  });
  registerEndpoint(app, operators, adminNewsPublish, newsInput.adminNewsPublish, async ({ input, user, succeedWith }) => {
    const article = await publishArticle(db, clock, user.id, input.id);
    succeedWith(messages.configSaved);
    return article;
  });
  registerEndpoint(app, operators, adminNewsUnpublish, newsInput.adminNewsUnpublish, async ({ input, user, succeedWith }) => {
    const article = await unpublishArticle(db, clock, user.id, input.id);
    succeedWith(messages.configSaved);
    return article;
  });

  registerEndpoint(app, operators, adminCompanies, companyInput.adminCompanies, ({ input }) => adminCompanyPage(db, input.page));
  registerEndpoint(
    app,
    operators,
    adminSaveCompany,
    companyInput.adminSaveCompany,
    async ({ input: { id, ...fields }, user, succeedWith }) => {
      const company = await saveCompany(db, clock, user.id, id, fields);
      succeedWith(messages.configSaved);
      return company;
    },
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import {
  adminNewsCreate,
  adminNewsEdit,
  adminNewsList,
  adminNewsPublish,
  adminNewsUnpublish,
  NEWS_CATEGORY,
  NEWS_STATUS,
  type AdminNewsArticle,
  type NewsTranslation,
} from '@common/api/news';
import { LOCALE_CODES, SOURCE_LOCALE, type LocaleCode } from '@common/locales';
import { ArticleBody } from '@/ui/ArticleBody';
import { Badge, Button, TextField } from '@/ui';
import { allows } from '../api';
import { timeText } from '../format';
import { adminMutation, useAdminQuery } from '../queries';
import { operatorAtom } from '../store';
import { DataTable } from '../ui/DataTable';
import { LongText } from '../ui/LongText';
import { PageTitle, Panel } from '../ui/Panel';
import { LanguagePicker } from './LanguagePicker';
import styles from './NewsPage.module.css';

// News articles: written per language, English first (readers of a language an article lacks are shown the English
// text, and an article is published only with it), saved as drafts, published and unpublished. The preview beside the editor
// is the PWA's own article body, which sanitises with DOMPurify under the shared policy (common/html-policy.ts);
// after a save the editor holds the server's sanitised text, so the preview shows exactly what customers get.
// The HTML typed here is never rendered as it was typed.

interface Draft {
  id: number | null;
  lang: LocaleCode;
  title: string;
  desc: string;
  content: string;
  logo: string;
  status: number;
}

const EMPTY: Draft = {
  id: null,
  lang: 'en',
  title: '',
  desc: '',
  content: '',
  logo: '',
  status: NEWS_STATUS.draft,
};

function translationOf(article: AdminNewsArticle, lang: LocaleCode): NewsTranslation | undefined {
  return article.translations.find((translation) => translation.lang === lang);
}

function draftOf(article: AdminNewsArticle, lang: LocaleCode): Draft {
  const translation = translationOf(article, lang);
  return {
    id: article.id,
    lang,
    title: translation?.title ?? '',
    desc: translation?.desc ?? '',
    content: translation?.content ?? '',
    logo: article.logo,
    status: article.status,
  };
}

/** The title an operator recognises the article by: in the console's language if written, else the first. */
function titleOf(article: AdminNewsArticle, lang: string): string {
  return (article.translations.find((translation) => translation.lang === lang) ?? article.translations[0])?.title ?? '—';
}

export function NewsPage() {
  const { t, i18n } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const mayEdit = allows(adminNewsEdit, operator?.role);
  const list = useAdminQuery(adminNewsList, { page: 1 });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [article, setArticle] = useState<AdminNewsArticle | null>(null);

  const open = (row: AdminNewsArticle) => {
    setArticle(row);
    setDraft(
      draftOf(row, translationOf(row, i18n.locale as LocaleCode) ? (i18n.locale as LocaleCode) : (row.translations[0]?.lang ?? 'en')),
    );
  };
  const saved = (next: AdminNewsArticle, lang: LocaleCode) => {
    setArticle(next);
    setDraft(draftOf(next, lang));
    void list.refetch();
  };

  return (
    <>
      <PageTitle
        actions={
          mayEdit ? (
            <Button
              size="s"
              onClick={() => {
                setArticle(null);
                setDraft(EMPTY);
              }}
            >
              <Trans>New article</Trans>
            </Button>
          ) : null
        }
      >
        <Trans>News</Trans>
      </PageTitle>
      {list.data ? (
        <DataTable
          columns={[
            {
              key: 'id',
              label: t`Id`,
              render: (row: AdminNewsArticle) => row.id,
            },
            {
              key: 'title',
              label: t`Title`,
              render: (row) => titleOf(row, i18n.locale),
            },
            {
              key: 'languages',
              label: t`Languages`,
              render: (row) => row.translations.map((translation) => translation.lang).join(', '),
            },
            {
              key: 'status',
              label: t`Status`,
              render: (row) =>
                row.status === NEWS_STATUS.published ? <Badge tone="good">{t`Published`}</Badge> : <Badge tone="neutral">{t`Draft`}</Badge>,
            },
            {
              key: 'published_at',
              label: t`Published`,
              render: (row) => timeText(row.published_at, i18n.locale),
            },
          ]}
          rows={list.data.data}
          rowKey={(row) => row.id}
          onOpen={open}
          empty={<Trans>No articles yet.</Trans>}
        />
      ) : (
        <p>{list.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      )}
      {draft ? (
        <ArticleEditor
          key={`${draft.id ?? 'new'}-${draft.lang}`}
          draft={draft}
          article={article}
          editable={mayEdit}
          onLanguage={(lang) => setDraft(article ? draftOf(article, lang) : { ...draft, lang })}
          onSaved={saved}
          onClose={() => setDraft(null)}
        />
      ) : null}
    </>
  );
}

function ArticleEditor({
  draft,
  article,
  editable,
  onLanguage,
  onSaved,
  onClose,
}: {
  draft: Draft;
  article: AdminNewsArticle | null;
  editable: boolean;
  onLanguage: (lang: LocaleCode) => void;
  onSaved: (article: AdminNewsArticle, lang: LocaleCode) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState(draft);
  // Each call is a mutation of its own, all answering the article as the server keeps it (sanitised), which the
  // editor then holds; the buttons wait while any of them runs. A refusal's toast names what the server refused;
  // the editor keeps the text.
  const answered = {
    onSuccess: (next: AdminNewsArticle) => onSaved(next, values.lang),
  };
  const create = useMutation({
    ...adminMutation(adminNewsCreate, { toastSuccess: true }),
    ...answered,
  });
  const edit = useMutation({
    ...adminMutation(adminNewsEdit, { toastSuccess: true }),
    ...answered,
  });
  const publish = useMutation({
    ...adminMutation(adminNewsPublish, { toastSuccess: true }),
    ...answered,
  });
  const unpublish = useMutation({
    ...adminMutation(adminNewsUnpublish, { toastSuccess: true }),
    ...answered,
  });
  const pending = [create, edit, publish, unpublish].some((call) => call.isPending);
  const set = (name: keyof Draft, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const written = new Set(article?.translations.map((translation) => translation.lang) ?? []);
  const writtenIn = LOCALE_CODES.filter((code) => written.has(code)).sort(
    (a, b) => Number(b === SOURCE_LOCALE) - Number(a === SOURCE_LOCALE),
  );
  const fields = {
    category_id: NEWS_CATEGORY.product,
    logo: values.logo,
    lang: values.lang,
    title: values.title,
    desc: values.desc,
    content: values.content,
  };
  const save = () => {
    if (values.id === null) create.mutate(fields);
    else edit.mutate({ id: values.id, ...fields });
  };
  const published = draft.status === NEWS_STATUS.published;
  // The editor opens under the list: brought into view, or a click on a row would seem to do nothing.
  const frame = useRef<HTMLDivElement>(null);
  // A block body, not an expression: Chromium's scrollIntoView now answers a Promise, which React would keep as the
  // effect's clean-up and call on unmount ("is not a function"), crashing the page when a new article is saved.
  useEffect(() => {
    frame.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  return (
    <div ref={frame}>
      <Panel
        title={draft.id === null ? t`New article` : t`Article #${draft.id}`}
        actions={
          <>
            {editable && draft.id !== null ? (
              // One button: publishing and unpublishing take the same id and answer alike.
              <Button
                size="s"
                variant="secondary"
                loading={pending}
                onClick={() => (published ? unpublish : publish).mutate({ id: draft.id ?? 0 })}
              >
                {published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
              </Button>
            ) : null}
            <Button size="s" variant="secondary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </>
        }
      >
        <div className={styles.editor}>
          <div className={styles.form}>
            {/* A new article starts in English; its other languages are added once it is saved. */}
            <LanguagePicker
              value={values.lang}
              written={writtenIn}
              onChange={onLanguage}
              only={draft.id === null ? [SOURCE_LOCALE] : undefined}
            />
            {article && !written.has(SOURCE_LOCALE) ? (
              <p className={styles.missing} role="note">
                <Trans>
                  No English text yet. Readers of a language this article lacks are shown its English text, so write it before publishing.
                </Trans>
              </p>
            ) : null}
            <TextField
              label={t`Title`}
              name="title"
              value={values.title}
              readOnly={!editable}
              onChange={(event) => set('title', event.target.value)}
            />
            <TextField
              label={t`Summary`}
              name="desc"
              value={values.desc}
              readOnly={!editable}
              onChange={(event) => set('desc', event.target.value)}
            />
            <TextField
              label={t`Picture address`}
              name="logo"
              hint={t`An upload of this site or an https address; shared by every language`}
              value={values.logo}
              readOnly={!editable}
              onChange={(event) => set('logo', event.target.value)}
            />
            <LongText
              label={t`Text (HTML)`}
              name="content"
              rows={14}
              mono
              value={values.content}
              readOnly={!editable}
              onChange={(next) => set('content', next)}
            />
            {editable ? (
              <div className={styles.buttons}>
                <Button loading={pending} disabled={values.title.trim() === '' || values.content.trim() === ''} onClick={save}>
                  {draft.id === null ? <Trans>Save as draft</Trans> : <Trans>Save this language</Trans>}
                </Button>
              </div>
            ) : null}
          </div>
          <div className={styles.preview} aria-label={t`Preview`}>
            <p className={styles.previewNote}>
              <Trans>Preview as customers see it: scripts, styles and unsafe links are removed.</Trans>
            </p>
            <h2 className={styles.previewTitle}>{values.title || '—'}</h2>
            <ArticleBody html={values.content} />
          </div>
        </div>
      </Panel>
    </div>
  );
}

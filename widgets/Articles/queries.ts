/** The articles list reads the news widgets' call: the locale's visible pages (`['/api/cms/pages', locale]`). */
export { newsPagesQuery as articlesQuery } from '../common/news/queries';
